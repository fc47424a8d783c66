-- The forum: categories, threads, posts, likes, edit history, bans and reports.
--
-- Who may do what (RLS on every table; admins act through policies or security-definer functions
-- that check public.is_admin()):
--   * everyone (visitors too) reads categories, threads that are not deleted, their posts and likes;
--   * a signed-in user starts a thread with public.forum_create_thread (threads have no insert
--     grant, so a thread never exists without its opening post), replies by inserting into
--     forum_posts, edits their own post's body, deletes their own post (public.forum_delete_post:
--     the row stays, body emptied, so the thread keeps its shape), likes and reports posts;
--   * admins pin, lock, move and rename threads (update policy + a trigger that keeps those columns
--     admin-only), delete threads and posts, hide a post with a reason (public.forum_hide_post),
--     ban users from posting (forum_bans) and work the report queue (forum_reports).
-- Every post goes through the trigger forum_posts_before_insert, which enforces the abuse limits
-- (ban, locked thread, body size, rate per user with new accounts limited further, duplicate
-- refusal) whatever the request, with messages meant for people.
-- Private things live in owner/admin-only tables: a post's earlier bodies (forum_post_revisions,
-- also where a deleted or hidden body is kept), bans and reports.

create table public.forum_categories (
  id text primary key constraint forum_categories_id_format check (id ~ '^[a-z0-9-]{2,40}$'),
  name text not null constraint forum_categories_name_length check (char_length(name) between 1 and 60),
  description text not null default '' constraint forum_categories_description_length check (char_length(description) <= 300),
  position integer not null default 0,
  admin_only_threads boolean not null default false,
  thread_count integer not null default 0 check (thread_count >= 0),
  post_count integer not null default 0 check (post_count >= 0),
  last_activity_at timestamptz
);

comment on table public.forum_categories is 'Forum categories. thread_count, post_count and last_activity_at are kept by triggers.';
comment on column public.forum_categories.admin_only_threads is 'Only admins start threads here (everyone may still reply unless the thread is locked).';

insert into public.forum_categories (id, name, description, position, admin_only_threads) values
  ('announcements', 'Announcements', 'News about Worldloom from the team.', 0, true),
  ('worldbuilding', 'Worldbuilding', 'Cultures, maps, magic, history: talk about the worlds you are making.', 1, false),
  ('generators', 'Generators', 'What the generators make, tips, and ideas for new ones.', 2, false),
  ('stories-writing', 'Stories & Writing', 'Plots, characters, drafts and the craft of writing.', 3, false),
  ('campaigns-play', 'Campaigns & Play', 'Running tabletop campaigns and games in your worlds.', 4, false),
  ('help', 'Help', 'Questions about using Worldloom.', 5, false);

create table public.forum_threads (
  id uuid primary key default gen_random_uuid(),
  category_id text not null references public.forum_categories (id),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  title text not null constraint forum_threads_title_length check (char_length(btrim(title)) between 3 and 150),
  created_at timestamptz not null default now(),
  last_post_at timestamptz not null default now(),
  post_count integer not null default 0 check (post_count >= 0),
  like_count integer not null default 0 check (like_count >= 0),
  pinned boolean not null default false,
  locked boolean not null default false,
  deleted_at timestamptz
);

comment on table public.forum_threads is 'Forum threads. The opening post is forum_posts number 1. post_count, like_count (likes on all its posts) and last_post_at are kept by triggers.';

create index forum_threads_latest on public.forum_threads (category_id, last_post_at, id) where deleted_at is null;
create index forum_threads_newest on public.forum_threads (category_id, created_at, id) where deleted_at is null;
create index forum_threads_top on public.forum_threads (category_id, like_count, last_post_at, id) where deleted_at is null;
create index forum_threads_all_latest on public.forum_threads (last_post_at, id) where deleted_at is null;
create index forum_threads_author on public.forum_threads (author_id, created_at);

create table public.forum_posts (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.forum_threads (id) on delete cascade,
  number integer not null,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null constraint forum_posts_body_length check (char_length(body) <= 20000),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text constraint forum_posts_hidden_reason_length check (hidden_reason is null or char_length(hidden_reason) <= 500),
  like_count integer not null default 0 check (like_count >= 0),
  search tsvector,
  unique (thread_id, number)
);

comment on table public.forum_posts is 'Forum posts in Markdown. A deleted or hidden post keeps its row with an empty body (the old body is in forum_post_revisions). number counts from 1 within the thread.';

create index forum_posts_author on public.forum_posts (author_id, created_at);
create index forum_posts_search on public.forum_posts using gin (search);

create table public.forum_post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.forum_posts (id) on delete cascade,
  body text not null,
  reason text not null check (reason in ('edit', 'delete', 'hide')),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);

comment on table public.forum_post_revisions is 'Earlier bodies of a post: one row per edit, and the body a delete or a hide took away. Readable by the post''s author and admins only; written only by triggers and functions.';

create index forum_post_revisions_post on public.forum_post_revisions (post_id, id);

create table public.forum_post_likes (
  post_id uuid not null references public.forum_posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

create index forum_post_likes_user on public.forum_post_likes (user_id, post_id);

create table public.forum_bans (
  user_id uuid primary key references auth.users (id) on delete cascade,
  until timestamptz not null,
  reason text not null default '' constraint forum_bans_reason_length check (char_length(reason) <= 500),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.forum_bans is 'Users banned from posting in the forum until a time. The user reads their own row; only admins read others and write.';

create table public.forum_reports (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.forum_posts (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null constraint forum_reports_reason_length check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now(),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  unique (post_id, reporter_id)
);

comment on table public.forum_reports is 'Reports of posts by signed-in users, queued for admins. A reporter reads their own; admins read and resolve all.';

create index forum_reports_open on public.forum_reports (created_at) where status = 'open';

-- ---------------------------------------------------------------------------------------------
-- Row-level security

alter table public.forum_categories enable row level security;
alter table public.forum_threads enable row level security;
alter table public.forum_posts enable row level security;
alter table public.forum_post_revisions enable row level security;
alter table public.forum_post_likes enable row level security;
alter table public.forum_bans enable row level security;
alter table public.forum_reports enable row level security;

create policy forum_categories_read on public.forum_categories for select using (true);
create policy forum_categories_admin_insert on public.forum_categories for insert to authenticated with check (public.is_admin());
create policy forum_categories_admin_update on public.forum_categories for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy forum_categories_admin_delete on public.forum_categories for delete to authenticated using (public.is_admin());

create policy forum_threads_read on public.forum_threads for select using (deleted_at is null or public.is_admin());
create policy forum_threads_update on public.forum_threads for update to authenticated
  using (author_id = auth.uid() or public.is_admin())
  with check (author_id = auth.uid() or public.is_admin());

-- Posts are as readable as their thread (the subquery runs under forum_threads' RLS).
create policy forum_posts_read on public.forum_posts for select
  using (exists (select 1 from public.forum_threads t where t.id = thread_id));
create policy forum_posts_insert on public.forum_posts for insert to authenticated
  with check (author_id = auth.uid() and exists (select 1 from public.forum_threads t where t.id = thread_id));
create policy forum_posts_update_own on public.forum_posts for update to authenticated
  using (author_id = auth.uid()) with check (author_id = auth.uid());

create policy forum_post_revisions_read on public.forum_post_revisions for select to authenticated
  using (public.is_admin() or exists (select 1 from public.forum_posts p where p.id = post_id and p.author_id = auth.uid()));

create policy forum_post_likes_read on public.forum_post_likes for select
  using (exists (select 1 from public.forum_posts p where p.id = post_id));
create policy forum_post_likes_insert on public.forum_post_likes for insert to authenticated
  with check (user_id = auth.uid() and exists (
    select 1 from public.forum_posts p where p.id = post_id and p.deleted_at is null and p.hidden_at is null));
create policy forum_post_likes_delete on public.forum_post_likes for delete to authenticated using (user_id = auth.uid());

create policy forum_bans_read on public.forum_bans for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy forum_bans_admin_insert on public.forum_bans for insert to authenticated with check (public.is_admin());
create policy forum_bans_admin_update on public.forum_bans for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy forum_bans_admin_delete on public.forum_bans for delete to authenticated using (public.is_admin());

create policy forum_reports_read on public.forum_reports for select to authenticated using (reporter_id = auth.uid() or public.is_admin());
create policy forum_reports_insert on public.forum_reports for insert to authenticated
  with check (reporter_id = auth.uid() and exists (select 1 from public.forum_posts p where p.id = post_id));
create policy forum_reports_admin_update on public.forum_reports for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy forum_reports_admin_delete on public.forum_reports for delete to authenticated using (public.is_admin());

grant select on public.forum_categories, public.forum_threads, public.forum_posts, public.forum_post_likes to anon, authenticated;
grant insert, update, delete on public.forum_categories to authenticated;
grant update (title, pinned, locked, category_id) on public.forum_threads to authenticated;
grant insert (thread_id, body) on public.forum_posts to authenticated;
grant update (body) on public.forum_posts to authenticated;
grant select on public.forum_post_revisions to authenticated;
grant insert (post_id) on public.forum_post_likes to authenticated;
grant delete on public.forum_post_likes to authenticated;
grant select, delete on public.forum_bans to authenticated;
grant insert (user_id, until, reason) on public.forum_bans to authenticated;
grant update (user_id, until, reason) on public.forum_bans to authenticated;
grant select, delete on public.forum_reports to authenticated;
grant insert (post_id, reason) on public.forum_reports to authenticated;
grant update (status) on public.forum_reports to authenticated;
grant all on public.forum_categories, public.forum_threads, public.forum_posts, public.forum_post_revisions,
  public.forum_post_likes, public.forum_bans, public.forum_reports to service_role;

-- ---------------------------------------------------------------------------------------------
-- Posting rules

-- The abuse limits, in one place. An account younger than a day is "new".
create function public.forum_limits() returns table (
  new_account interval, post_window interval, posts_new integer, posts_regular integer,
  thread_window interval, threads_new integer, threads_regular integer, duplicate_window interval, max_body integer)
language sql immutable set search_path = '' as $$
  select interval '1 day', interval '5 minutes', 5, 15, interval '1 hour', 3, 10, interval '1 day', 20000
$$;

comment on function public.forum_limits() is 'The forum''s abuse limits: posts per window for new and regular accounts, threads per window, the duplicate window and the largest body.';

-- Raises the ban message if `uid` is banned now.
create function public.forum_check_not_banned(uid uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  b record;
begin
  select until, reason into b from public.forum_bans where user_id = uid and until > now();
  if found then
    raise exception 'You are banned from posting until %.', to_char(b.until at time zone 'UTC', 'FMMonth FMDD, YYYY HH24:MI "UTC"')
      using errcode = '42501', hint = nullif(b.reason, ''), detail = 'forum_banned';
  end if;
end
$$;

create function public.forum_is_new_account(uid uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.created_at > now() - (select new_account from public.forum_limits()) from public.profiles p where p.id = uid), true)
$$;

create function public.forum_check_body(body text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if body is null or char_length(btrim(body)) = 0 then
    raise exception 'Write something before posting.' using errcode = '22023', detail = 'forum_body_empty';
  end if;
  if char_length(body) > (select max_body from public.forum_limits()) then
    raise exception 'A post can be at most 20,000 characters; this one has %.', to_char(char_length(body), 'FM999,999,999')
      using errcode = '22001', detail = 'forum_body_too_long';
  end if;
end
$$;

create function public.forum_post_search(title text, body text) returns tsvector
language sql immutable set search_path = '' as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
         setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')
$$;

-- Every new post: who may post here, the limits, its number in the thread, its search vector.
-- Security definer: it reads bans and the poster's recent posts and bumps the thread's counters.
create function public.forum_posts_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := new.author_id;
  t record;
  lim record;
  admin boolean := public.is_admin();
  recent integer;
  oldest timestamptz;
  allowed integer;
  wait_minutes integer;
begin
  if uid is null then
    raise exception 'Sign in to post.' using errcode = '42501';
  end if;
  select * into lim from public.forum_limits();
  perform public.forum_check_body(new.body);
  perform public.forum_check_not_banned(uid);
  select id, title, locked, deleted_at, post_count into t from public.forum_threads where id = new.thread_id for update;
  if not found or t.deleted_at is not null then
    raise exception 'This thread was deleted.' using errcode = '22023', detail = 'forum_thread_gone';
  end if;
  if t.locked and not admin then
    raise exception 'This thread is locked: it takes no new replies.' using errcode = '42501', detail = 'forum_thread_locked';
  end if;
  if not admin then
    allowed := case when public.forum_is_new_account(uid) then lim.posts_new else lim.posts_regular end;
    select count(*), min(created_at) into recent, oldest from (
      select created_at from public.forum_posts
      where author_id = uid and created_at > now() - lim.post_window
      order by created_at desc limit allowed
    ) r;
    if recent >= allowed then
      wait_minutes := greatest(1, ceil(extract(epoch from (oldest + lim.post_window - now())) / 60)::integer);
      raise exception 'You are posting too fast: % posts in % minutes at most%. Try again in % minute%.',
        allowed, extract(epoch from lim.post_window)::integer / 60,
        case when allowed = lim.posts_new then ' for new accounts' else '' end,
        wait_minutes, case when wait_minutes = 1 then '' else 's' end
        using errcode = 'P0001', detail = 'forum_rate_limited';
    end if;
    if exists (
      select 1 from public.forum_posts
      where author_id = uid and created_at > now() - lim.duplicate_window and deleted_at is null
        and md5(lower(btrim(body))) = md5(lower(btrim(new.body)))
    ) then
      raise exception 'You already posted this. Write something new, or edit your earlier post.'
        using errcode = '23505', detail = 'forum_duplicate_post';
    end if;
  end if;
  update public.forum_threads set post_count = post_count + 1, last_post_at = now()
    where id = new.thread_id returning post_count into new.number;
  new.created_at := now();
  new.edited_at := null;
  new.deleted_at := null;
  new.hidden_at := null;
  new.hidden_reason := null;
  new.like_count := 0;
  new.search := public.forum_post_search(case when new.number = 1 then t.title end, new.body);
  return new;
end
$$;

create trigger forum_posts_before_insert before insert on public.forum_posts
  for each row execute function public.forum_posts_before_insert();

-- An edit by the author: same body rules, not while banned, not in a locked thread, not once
-- deleted or hidden; the old body goes to the history and the post is marked edited. The
-- security-definer functions below (delete, hide, unhide) change body together with deleted_at /
-- hidden_at and keep the history themselves.
create function public.forum_posts_before_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  t record;
begin
  if new.body is not distinct from old.body then
    return new;
  end if;
  if (old.deleted_at is null) <> (new.deleted_at is null) or (old.hidden_at is null) <> (new.hidden_at is null) then
    -- a delete, hide or unhide by the functions below
    select title into t from public.forum_threads where id = new.thread_id;
    new.search := public.forum_post_search(case when new.number = 1 then t.title end, new.body);
    return new;
  end if;
  if old.deleted_at is not null then
    raise exception 'This post was deleted and can no longer be edited.' using errcode = '42501', detail = 'forum_post_deleted';
  end if;
  if old.hidden_at is not null then
    raise exception 'This post was hidden by a moderator and can no longer be edited.' using errcode = '42501', detail = 'forum_post_hidden';
  end if;
  perform public.forum_check_body(new.body);
  if not public.is_admin() then
    perform public.forum_check_not_banned(auth.uid());
    select title, locked into t from public.forum_threads where id = new.thread_id;
    if t.locked then
      raise exception 'This thread is locked: its posts can no longer be edited.' using errcode = '42501', detail = 'forum_thread_locked';
    end if;
  else
    select title into t from public.forum_threads where id = new.thread_id;
  end if;
  insert into public.forum_post_revisions (post_id, body, reason, created_by) values (old.id, old.body, 'edit', auth.uid());
  new.edited_at := now();
  new.search := public.forum_post_search(case when new.number = 1 then t.title end, new.body);
  return new;
end
$$;

create trigger forum_posts_before_update before update on public.forum_posts
  for each row execute function public.forum_posts_before_update();

-- Threads: pin, lock and move are for admins; a title change is checked and reaches the search.
create function public.forum_threads_before_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.pinned is distinct from old.pinned or new.locked is distinct from old.locked or new.category_id is distinct from old.category_id)
     and auth.uid() is not null and not public.is_admin() then
    raise exception 'Only moderators can pin, lock or move a thread.' using errcode = '42501', detail = 'forum_admin_only';
  end if;
  if new.title is distinct from old.title then
    if char_length(btrim(new.title)) not between 3 and 150 then
      raise exception 'A thread title needs 3 to 150 characters.' using errcode = '22023', detail = 'forum_title_length';
    end if;
    if not public.is_admin() and auth.uid() is not null then
      perform public.forum_check_not_banned(auth.uid());
    end if;
    update public.forum_posts p set search = public.forum_post_search(new.title, p.body) where p.thread_id = new.id and p.number = 1;
  end if;
  return new;
end
$$;

create trigger forum_threads_before_update before update on public.forum_threads
  for each row execute function public.forum_threads_before_update();

-- Category counters follow their threads.
create function public.forum_refresh_category(cat text) returns void
language sql security definer set search_path = '' as $$
  update public.forum_categories c set
    thread_count = s.threads, post_count = s.posts, last_activity_at = s.last_at
  from (
    select count(*)::integer as threads, coalesce(sum(post_count), 0)::integer as posts, max(last_post_at) as last_at
    from public.forum_threads where category_id = cat and deleted_at is null
  ) s
  where c.id = cat
$$;

create function public.forum_threads_after_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform public.forum_refresh_category(old.category_id);
    return null;
  end if;
  if tg_op = 'UPDATE' and old.category_id is distinct from new.category_id then
    perform public.forum_refresh_category(old.category_id);
  end if;
  if tg_op = 'INSERT' or old.category_id is distinct from new.category_id or old.deleted_at is distinct from new.deleted_at
     or old.post_count is distinct from new.post_count or old.last_post_at is distinct from new.last_post_at then
    perform public.forum_refresh_category(new.category_id);
  end if;
  return null;
end
$$;

create trigger forum_threads_after_change after insert or update or delete on public.forum_threads
  for each row execute function public.forum_threads_after_change();

-- Likes: counts on the post and its thread.
create function public.forum_post_likes_count() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  thread uuid;
begin
  if tg_op = 'INSERT' then
    update public.forum_posts set like_count = like_count + 1 where id = new.post_id returning thread_id into thread;
    update public.forum_threads set like_count = like_count + 1 where id = thread;
  elsif tg_op = 'DELETE' then
    update public.forum_posts set like_count = greatest(like_count - 1, 0) where id = old.post_id returning thread_id into thread;
    update public.forum_threads set like_count = greatest(like_count - 1, 0) where id = thread;
  end if;
  return null;
end
$$;

create trigger forum_post_likes_count after insert or delete on public.forum_post_likes
  for each row execute function public.forum_post_likes_count();

-- Reports: stamping who resolved one and when.
create function public.forum_reports_before_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is distinct from old.status then
    new.resolved_by := case when new.status = 'open' then null else auth.uid() end;
    new.resolved_at := case when new.status = 'open' then null else now() end;
  end if;
  return new;
end
$$;

create trigger forum_reports_before_update before update on public.forum_reports
  for each row execute function public.forum_reports_before_update();

create function public.forum_bans_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.user_id = auth.uid() then
    raise exception 'You cannot ban yourself.' using errcode = '22023';
  end if;
  new.created_by := auth.uid();
  return new;
end
$$;

create trigger forum_bans_before_write before insert on public.forum_bans
  for each row execute function public.forum_bans_before_write();

-- ---------------------------------------------------------------------------------------------
-- Functions the app calls

-- Starts a thread with its opening post, in one transaction (threads have no insert grant).
create function public.forum_create_thread(category text, title text, body text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  cat record;
  lim record;
  allowed integer;
  recent integer;
  thread uuid;
begin
  if uid is null then
    raise exception 'Sign in to start a thread.' using errcode = '42501';
  end if;
  select * into cat from public.forum_categories where id = category;
  if not found then
    raise exception 'There is no forum category "%".', category using errcode = '22023', detail = 'forum_no_category';
  end if;
  if cat.admin_only_threads and not public.is_admin() then
    raise exception 'Only the Worldloom team starts threads in %.', cat.name using errcode = '42501', detail = 'forum_admin_only';
  end if;
  perform public.forum_check_not_banned(uid);
  if title is null or char_length(btrim(title)) not between 3 and 150 then
    raise exception 'A thread title needs 3 to 150 characters.' using errcode = '22023', detail = 'forum_title_length';
  end if;
  perform public.forum_check_body(body);
  if not public.is_admin() then
    select * into lim from public.forum_limits();
    allowed := case when public.forum_is_new_account(uid) then lim.threads_new else lim.threads_regular end;
    select count(*) into recent from public.forum_threads where author_id = uid and created_at > now() - lim.thread_window;
    if recent >= allowed then
      raise exception 'You are starting threads too fast: % an hour at most%. Reply in an existing thread, or try again later.',
        allowed, case when allowed = lim.threads_new then ' for new accounts' else '' end
        using errcode = 'P0001', detail = 'forum_rate_limited';
    end if;
  end if;
  insert into public.forum_threads (category_id, author_id, title) values (category, uid, btrim(title)) returning id into thread;
  insert into public.forum_posts (thread_id, author_id, body) values (thread, uid, body);
  return thread;
end
$$;

-- Soft delete: the author or an admin. The row stays ("deleted" in the thread), its body moves to
-- the history.
create function public.forum_delete_post(post uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  p record;
begin
  select * into p from public.forum_posts where id = post;
  if not found or (p.author_id is distinct from auth.uid() and not public.is_admin()) then
    raise exception 'You can delete only your own posts.' using errcode = '42501';
  end if;
  if p.deleted_at is not null then
    return;
  end if;
  insert into public.forum_post_revisions (post_id, body, reason, created_by) values (p.id, p.body, 'delete', auth.uid());
  update public.forum_posts set body = '', deleted_at = now() where id = post;
end
$$;

-- Hide a post (admins): the body goes to the history, the reason shows in its place.
create function public.forum_hide_post(post uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  p record;
begin
  if not public.is_admin() then
    raise exception 'Only moderators can hide posts.' using errcode = '42501';
  end if;
  if reason is null or char_length(btrim(reason)) not between 1 and 500 then
    raise exception 'Give a reason (up to 500 characters); the author sees it.' using errcode = '22023';
  end if;
  select * into p from public.forum_posts where id = post;
  if not found then
    raise exception 'There is no such post.' using errcode = '22023';
  end if;
  if p.hidden_at is not null or p.deleted_at is not null then
    update public.forum_posts set hidden_reason = btrim(reason) where id = post and hidden_at is not null;
    return;
  end if;
  insert into public.forum_post_revisions (post_id, body, reason, created_by) values (p.id, p.body, 'hide', auth.uid());
  update public.forum_posts set body = '', hidden_at = now(), hidden_reason = btrim(reason) where id = post;
end
$$;

create function public.forum_unhide_post(post uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  old_body text;
begin
  if not public.is_admin() then
    raise exception 'Only moderators can unhide posts.' using errcode = '42501';
  end if;
  select r.body into old_body from public.forum_post_revisions r
    where r.post_id = post and r.reason = 'hide' order by r.id desc limit 1;
  update public.forum_posts set body = coalesce(old_body, body), hidden_at = null, hidden_reason = null
    where id = post and hidden_at is not null;
end
$$;

-- Delete a whole thread (soft): admins, or the author while nobody else has posted in it.
create function public.forum_delete_thread(thread uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t record;
begin
  select * into t from public.forum_threads where id = thread and deleted_at is null;
  if not found then
    return;
  end if;
  if not public.is_admin() and (t.author_id is distinct from auth.uid()
      or exists (select 1 from public.forum_posts p where p.thread_id = thread and p.author_id is distinct from auth.uid())) then
    raise exception 'Only a moderator can delete a thread others have replied to.' using errcode = '42501';
  end if;
  update public.forum_threads set deleted_at = now() where id = thread;
end
$$;

-- Full-text search over thread titles and posts (websearch syntax: words, "phrases", -not, or).
-- Invoker's rights: RLS decides what is found.
create function public.forum_search(q text, category text default null, lim integer default 20, off integer default 0)
returns table (post_id uuid, thread_id uuid, thread_title text, category_id text, number integer, author_id uuid,
               created_at timestamptz, snippet text, rank real)
language sql stable set search_path = '' as $$
  with query as (select websearch_to_tsquery('english'::regconfig, coalesce(q, '')) as tsq)
  select p.id, t.id, t.title, t.category_id, p.number, p.author_id, p.created_at,
         ts_headline('english'::regconfig, p.body, query.tsq, 'MaxWords=30, MinWords=12, StartSel="", StopSel="", MaxFragments=1'),
         ts_rank(p.search, query.tsq)
  from query, public.forum_posts p join public.forum_threads t on t.id = p.thread_id
  where p.search @@ query.tsq and (category is null or t.category_id = category)
  order by ts_rank(p.search, query.tsq) desc, p.created_at desc, p.id
  limit least(greatest(coalesce(lim, 20), 1), 100) offset greatest(coalesce(off, 0), 0)
$$;

-- The small profile card next to author names.
create function public.forum_profile_card(uid uuid)
returns table (id uuid, display_name text, username text, avatar_url text, joined_at timestamptz, post_count integer)
language sql stable set search_path = '' as $$
  select p.id, p.display_name, p.username, p.avatar_url, p.created_at,
         (select count(*)::integer from public.forum_posts f where f.author_id = p.id and f.deleted_at is null)
  from public.profiles p where p.id = uid
$$;

revoke execute on function public.forum_posts_before_insert(), public.forum_posts_before_update(), public.forum_threads_before_update(),
  public.forum_threads_after_change(), public.forum_post_likes_count(), public.forum_reports_before_update(),
  public.forum_bans_before_write(), public.forum_refresh_category(text), public.forum_check_not_banned(uuid),
  public.forum_is_new_account(uuid) from public, anon, authenticated;
revoke execute on function public.forum_create_thread(text, text, text), public.forum_delete_post(uuid), public.forum_hide_post(uuid, text),
  public.forum_unhide_post(uuid), public.forum_delete_thread(uuid) from public, anon;
grant execute on function public.forum_create_thread(text, text, text), public.forum_delete_post(uuid), public.forum_hide_post(uuid, text),
  public.forum_unhide_post(uuid), public.forum_delete_thread(uuid) to authenticated;
grant execute on function public.forum_search(text, text, integer, integer), public.forum_profile_card(uuid), public.forum_limits()
  to anon, authenticated;

notify pgrst, 'reload schema';
