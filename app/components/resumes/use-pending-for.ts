/** Is this card's form on its way? Several cards post the same intent to /resumes: only the card whose id is being sent shows it. */
import { useNavigation } from "react-router";
import { useIsPending } from "../ui/use-is-pending.ts";

export function usePendingFor(intent: string, id: string): boolean {
  const navigation = useNavigation();
  return useIsPending({ formAction: "/resumes", intent }) && navigation.formData?.get("id") === id;
}
