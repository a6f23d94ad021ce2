/** 'Enhance Summary' / 'Enhance Experience' / 'Enhance Skills' (edit page): improve a whole section of the stored resume. */
import { SparkleIcon } from "../ui/inline-icons.tsx";
import { Form, useNavigation } from "react-router";
import { ENHANCEABLE_SECTIONS } from "../../lib/enhance-fields.ts";
import { StatusButton } from "../ui/button.tsx";
import { useIsPending } from "../ui/use-is-pending.ts";

const LABELS: Record<(typeof ENHANCEABLE_SECTIONS)[number], string> = {
  summary: "Enhance Summary",
  experience: "Enhance Experience",
  skills: "Enhance Skills",
};

export function SectionEnhancers() {
  const enhancing = useIsPending({ intent: "enhance-section" });
  const busySection = useNavigation().formData?.get("section");
  return (
    <Form method="post" className="mt-4 flex flex-wrap gap-2" aria-label="Enhance with AI">
      <input type="hidden" name="intent" value="enhance-section" />
      {ENHANCEABLE_SECTIONS.map((section) => (
        <StatusButton
          key={section}
          name="section"
          value={section}
          variant="pro"
          size="sm"
          disabled={enhancing}
          pending={enhancing && busySection === section}
          pendingLabel="Enhancing..."
        >
          <SparkleIcon /> {LABELS[section]}
        </StatusButton>
      ))}
    </Form>
  );
}
