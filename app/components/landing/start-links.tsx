/** The two ways to start a resume, side by side: the AI generator first, the guided form second. */
import { Link } from "react-router";
import { buttonClassName } from "../ui/button.tsx";

export function StartLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to="/prompt" className={buttonClassName({ size: "lg" })}>
        AI Resume Generator
      </Link>
      <Link to="/create" className={buttonClassName({ variant: "secondary", size: "lg" })}>
        Create Manually
      </Link>
    </div>
  );
}
