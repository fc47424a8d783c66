// The signed-in user's pages, shared by the user menu (user-menu.tsx) and the phone sheet (nav-sheet.tsx).
import { CreditCard, FolderOpen, LayoutDashboard, ListTodo, Map, UserRound } from "lucide-react";

export const USER_LINKS = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/my-content", label: "My Content", icon: FolderOpen },
  { to: "/tasks", label: "Tasks", icon: ListTodo },
  { to: "/universe-roadmap", label: "Universe Roadmap", icon: Map },
  { to: "/subscription", label: "Subscription", icon: CreditCard },
  { to: "/profile", label: "Profile", icon: UserRound },
] as const;
