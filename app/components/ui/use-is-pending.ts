/**
 * Is a form of this page on its way? The navigation that carries a form post (or a GET form) is
 * compared by what it submits, so one page with several forms can tell which one is pending.
 */
import { useFormAction, useNavigation } from "react-router";

export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
}: { formAction?: string; formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE"; intent?: string } = {}): boolean {
  const ownAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formMethod) return false;
  return (
    navigation.formAction === (formAction ?? ownAction) &&
    navigation.formMethod.toUpperCase() === formMethod &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}
