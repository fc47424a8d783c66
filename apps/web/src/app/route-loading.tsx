// The whole-route loading state of docs/spec.md §2: a spinner with the text `Loading...`.
import { SpinnerScreen } from "@/components/ui/spinner";

export function RouteLoading() {
  return <SpinnerScreen text="Loading..." />;
}
