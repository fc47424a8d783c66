// The notifications menu: mentions of you and replies to your threads, newest first, and what a
// moderator did to your content and why.
// Opening one marks it read; "Mark all read" clears the count. It sits in the navigation bar for
// everyone signed in (loaded lazily there, so visitors never download it).
import { Bell } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth";
import { useNames } from "@/data/profiles/get-names";
import { useNotifications } from "@/data/forum/get-notifications";
import { markNotificationsRead } from "@/data/forum/mark-notifications-read";
import { POSTS_PER_PAGE } from "@/data/forum/types";
import { useForumMutation } from "@/data/forum/use-forum-mutation";
import { useModerationNotices } from "@/data/moderation-notices/get-moderation-notices";
import { useMarkNoticesRead } from "@/data/moderation-notices/mark-notices-read";
import { ago } from "./format";
import { noticeHref, noticeText } from "./moderation-notices";

export function NotificationsMenu() {
  const { user } = useAuth();
  const list = useNotifications(user?.id);
  const names = useNames(list.data?.map((n) => n.actor_id) ?? []);
  const mark = useForumMutation(markNotificationsRead);
  const navigate = useNavigate();
  const notices = useModerationNotices(user?.id);
  const markNotices = useMarkNoticesRead(user?.id);
  if (!user) return null;
  const items = list.data ?? [];
  const unreadNotices = (notices.data ?? []).filter((n) => !n.read_at);
  const unread = items.filter((n) => !n.read_at);
  const unreadCount = unread.length + unreadNotices.length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={`Notifications, ${unreadCount} unread`}>
          <Bell className="size-5" aria-hidden="true" />
          {unreadCount > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[0.65rem] leading-4 font-semibold text-primary-foreground"
            >
              {unreadCount > 9 ? "9+" : unreadCount}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(notices.data ?? []).map((n) => (
          <DropdownMenuItem
            key={`m${n.id}`}
            className="flex flex-col items-start gap-0.5"
            onSelect={() => {
              if (!n.read_at) markNotices.mutate([n.id]);
              const href = noticeHref(n);
              if (href) void navigate(href);
            }}
          >
            <span className={n.read_at ? "text-muted-foreground" : "font-medium"}>{noticeText(n)}</span>
            <span className="text-xs text-muted-foreground">
              Reason: “{n.reason}” · {ago(n.created_at)}
            </span>
          </DropdownMenuItem>
        ))}
        {list.isPending ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>
        ) : items.length === 0 && !notices.data?.length ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            Nothing yet. When someone mentions you as @username or replies to your thread, it shows here.
          </p>
        ) : (
          items.map((n) => {
            const who = names.data?.get(n.actor_id ?? "") ?? "Someone";
            const title = n.post?.thread?.title ?? "a thread";
            const page = n.post ? Math.floor((n.post.number - 1) / POSTS_PER_PAGE) : 0;
            return (
              <DropdownMenuItem
                key={n.id}
                className="flex flex-col items-start gap-0.5"
                onSelect={() => {
                  if (!n.read_at) mark.mutate([n.id]);
                  if (n.post) void navigate(`/forum/t/${n.post.thread_id}${page ? `?page=${page + 1}` : ""}#post-${n.post.number}`);
                }}
              >
                <span className={n.read_at ? "text-muted-foreground" : "font-medium"}>
                  {who} {n.kind === "mention" ? "mentioned you in" : "replied to"} “{title}”
                </span>
                <span className="text-xs text-muted-foreground">{ago(n.created_at)}</span>
              </DropdownMenuItem>
            );
          })
        )}
        {unreadCount > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => {
                if (unread.length) mark.mutate(unread.map((n) => n.id));
                if (unreadNotices.length) markNotices.mutate(unreadNotices.map((n) => n.id));
              }}
            >
              Mark all read
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
