-- Thread lists order by pinned first, then the sort key, then id, all descending: indexes in that
-- exact order (per category and across categories) so a page is an index walk with no sort.
drop index public.forum_threads_latest;
drop index public.forum_threads_newest;
drop index public.forum_threads_top;
drop index public.forum_threads_all_latest;

create index forum_threads_latest on public.forum_threads (category_id, pinned, last_post_at, id) where deleted_at is null;
create index forum_threads_newest on public.forum_threads (category_id, pinned, created_at, id) where deleted_at is null;
create index forum_threads_top on public.forum_threads (category_id, pinned, like_count, last_post_at, id) where deleted_at is null;
create index forum_threads_all_latest on public.forum_threads (pinned, last_post_at, id) where deleted_at is null;
create index forum_threads_all_newest on public.forum_threads (pinned, created_at, id) where deleted_at is null;
create index forum_threads_all_top on public.forum_threads (pinned, like_count, last_post_at, id) where deleted_at is null;
