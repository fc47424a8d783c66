// The main navigation links, shared by the bar (nav-bar.tsx) and the phone sheet (nav-sheet.tsx).
export const MAIN_LINKS = [
  { to: "/generators", label: "Generators" },
  { to: "/browse", label: "Browse" },
  { to: "/story-elements", label: "Story Elements" },
  { to: "/forum", label: "Forum" },
  { to: "/feedback", label: "Feedback" },
] as const;
