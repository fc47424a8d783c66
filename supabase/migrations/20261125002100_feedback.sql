-- The Feedback board: ideas and bug reports, votes (one per user, a primary key, so counts stay
-- exact under concurrent voting), comments, statuses set only by admins with a public note, and
-- admin merges of duplicates (votes and comments move; nobody's vote counts twice).
--
-- Everyone reads everything here (it is a public board). Signed-in users post, vote and comment as
-- themselves, and edit their own posts and comments; users banned from the forum
-- (public.forum_bans) cannot post or comment here either. Status and merge go through
-- security-definer functions that check public.is_admin(); admins also delete posts and comments.

create table public.feedback_posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  type text not null default 'idea' constraint feedback_posts_type check (type in ('idea', 'bug')),
  title text not null constraint feedback_posts_title_length check (char_length(btrim(title)) between 5 and 120),
  body text not null default '' constraint feedback_posts_body_length check (char_length(body) <= 10000),
  status text not null default 'open'
    constraint feedback_posts_status check (status in ('open', 'under_review', 'planned', 'in_progress', 'done', 'declined')),
  status_note text constraint feedback_posts_status_note_length check (status_note is null or char_length(status_note) <= 1000),
  status_changed_at timestamptz,
  done_at timestamptz,
  merged_into uuid references public.feedback_posts (id) on delete set null,
  vote_count integer not null default 0 check (vote_count >= 0),
  comment_count integer not null default 0 check (comment_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')
  ) stored
);

comment on table public.feedback_posts is 'Feedback board posts (ideas and bugs). status, status_note, done_at and merged_into are set only by admin functions; vote_count and comment_count by triggers.';

create index feedback_posts_top on public.feedback_posts (vote_count, created_at) where merged_into is null;
create index feedback_posts_newest on public.feedback_posts (created_at) where merged_into is null;
create index feedback_posts_done on public.feedback_posts (done_at) where status = 'done' and merged_into is null;
create index feedback_posts_search on public.feedback_posts using gin (search);
create index feedback_posts_author on public.feedback_posts (author_id, created_at);

create table public.feedback_votes (
  post_id uuid not null references public.feedback_posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

create index feedback_votes_user on public.feedback_votes (user_id, post_id);
create index feedback_votes_recent on public.feedback_votes (post_id, created_at);

create table public.feedback_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.feedback_posts (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null constraint feedback_comments_body_length check (char_length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  edited_at timestamptz
);

create index feedback_comments_post on public.feedback_comments (post_id, created_at);
create index feedback_comments_author on public.feedback_comments (author_id, created_at);

create table public.feedback_status_changes (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.feedback_posts (id) on delete cascade,
  status text not null,
  note text not null default '',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.feedback_status_changes is 'Public history of a post''s status with the admin''s note; written only by public.feedback_set_status and public.feedback_merge.';

create index feedback_status_changes_post on public.feedback_status_changes (post_id, id);

alter table public.feedback_posts enable row level security;
alter table public.feedback_votes enable row level security;
alter table public.feedback_comments enable row level security;
alter table public.feedback_status_changes enable row level security;

create policy feedback_posts_read on public.feedback_posts for select using (true);
create policy feedback_posts_insert on public.feedback_posts for insert to authenticated with check (author_id = auth.uid());
create policy feedback_posts_update on public.feedback_posts for update to authenticated
  using (author_id = auth.uid() or public.is_admin()) with check (author_id = auth.uid() or public.is_admin());
create policy feedback_posts_admin_delete on public.feedback_posts for delete to authenticated using (public.is_admin());

create policy feedback_votes_read on public.feedback_votes for select using (true);
create policy feedback_votes_insert on public.feedback_votes for insert to authenticated
  with check (user_id = auth.uid() and exists (select 1 from public.feedback_posts p where p.id = post_id and p.merged_into is null));
create policy feedback_votes_delete on public.feedback_votes for delete to authenticated using (user_id = auth.uid());

create policy feedback_comments_read on public.feedback_comments for select using (true);
create policy feedback_comments_insert on public.feedback_comments for insert to authenticated
  with check (author_id = auth.uid() and exists (select 1 from public.feedback_posts p where p.id = post_id and p.merged_into is null));
create policy feedback_comments_update on public.feedback_comments for update to authenticated
  using (author_id = auth.uid()) with check (author_id = auth.uid());
create policy feedback_comments_delete on public.feedback_comments for delete to authenticated
  using (author_id = auth.uid() or public.is_admin());

create policy feedback_status_changes_read on public.feedback_status_changes for select using (true);

grant select on public.feedback_posts, public.feedback_votes, public.feedback_comments, public.feedback_status_changes to anon, authenticated;
grant insert (type, title, body) on public.feedback_posts to authenticated;
grant update (type, title, body) on public.feedback_posts to authenticated;
grant delete on public.feedback_posts to authenticated;
grant insert (post_id) on public.feedback_votes to authenticated;
grant delete on public.feedback_votes to authenticated;
grant insert (post_id, body) on public.feedback_comments to authenticated;
grant update (body) on public.feedback_comments to authenticated;
grant delete on public.feedback_comments to authenticated;
grant all on public.feedback_posts, public.feedback_votes, public.feedback_comments, public.feedback_status_changes to service_role;

-- Posts: clear messages for the limits, bans and rate (5 posts an hour, admins exempt).
create function public.feedback_posts_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if char_length(btrim(coalesce(new.title, ''))) not between 5 and 120 then
    raise exception 'A title needs 5 to 120 characters.' using errcode = '22023', detail = 'feedback_title_length';
  end if;
  if char_length(coalesce(new.body, '')) > 10000 then
    raise exception 'A description can be at most 10,000 characters; this one has %.', to_char(char_length(new.body), 'FM999,999,999')
      using errcode = '22001', detail = 'feedback_body_too_long';
  end if;
  new.title := btrim(new.title);
  if auth.uid() is not null and not public.is_admin() then
    perform public.forum_check_not_banned(auth.uid());
    if tg_op = 'INSERT' and (select count(*) from public.feedback_posts where author_id = new.author_id and created_at > now() - interval '1 hour') >= 5 then
      raise exception 'You have posted 5 ideas or bugs in the last hour. Vote or comment on existing ones, or try again later.'
        using errcode = 'P0001', detail = 'feedback_rate_limited';
    end if;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.vote_count := 0;
    new.comment_count := 0;
    new.status := 'open';
    new.status_note := null;
    new.merged_into := null;
    new.done_at := null;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger feedback_posts_before_write before insert or update of type, title, body on public.feedback_posts
  for each row execute function public.feedback_posts_before_write();

create function public.feedback_comments_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if char_length(btrim(coalesce(new.body, ''))) = 0 then
    raise exception 'Write something before commenting.' using errcode = '22023', detail = 'feedback_comment_empty';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A comment can be at most 5,000 characters; this one has %.', to_char(char_length(new.body), 'FM999,999,999')
      using errcode = '22001', detail = 'feedback_comment_too_long';
  end if;
  if auth.uid() is not null and not public.is_admin() then
    perform public.forum_check_not_banned(auth.uid());
    if tg_op = 'INSERT' and (select count(*) from public.feedback_comments where author_id = new.author_id and created_at > now() - interval '5 minutes') >= 10 then
      raise exception 'You are commenting too fast: 10 comments in 5 minutes at most. Try again in a few minutes.'
        using errcode = 'P0001', detail = 'feedback_rate_limited';
    end if;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.edited_at := null;
  elsif new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end
$$;

create trigger feedback_comments_before_write before insert or update of body on public.feedback_comments
  for each row execute function public.feedback_comments_before_write();

-- Counters.
create function public.feedback_votes_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.feedback_posts set vote_count = vote_count + 1 where id = new.post_id;
  else
    update public.feedback_posts set vote_count = greatest(vote_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$$;

create trigger feedback_votes_count after insert or delete on public.feedback_votes
  for each row execute function public.feedback_votes_count();

create function public.feedback_comments_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.feedback_posts set comment_count = comment_count + 1 where id = new.post_id;
  elsif tg_op = 'DELETE' then
    update public.feedback_posts set comment_count = greatest(comment_count - 1, 0) where id = old.post_id;
  elsif new.post_id is distinct from old.post_id then
    update public.feedback_posts set comment_count = greatest(comment_count - 1, 0) where id = old.post_id;
    update public.feedback_posts set comment_count = comment_count + 1 where id = new.post_id;
  end if;
  return null;
end
$$;

create trigger feedback_comments_count after insert or delete or update of post_id on public.feedback_comments
  for each row execute function public.feedback_comments_count();

-- Admins set a status with a public note.
create function public.feedback_set_status(post uuid, status text, note text default '') returns void
language plpgsql security definer set search_path = '' as $$
declare
  p record;
begin
  if not public.is_admin() then
    raise exception 'Only the Worldloom team sets a status.' using errcode = '42501';
  end if;
  if status not in ('open', 'under_review', 'planned', 'in_progress', 'done', 'declined') then
    raise exception 'Unknown status "%".', status using errcode = '22023', hint = 'Use open, under_review, planned, in_progress, done or declined.';
  end if;
  if char_length(coalesce(note, '')) > 1000 then
    raise exception 'A status note can be at most 1,000 characters.' using errcode = '22001';
  end if;
  select * into p from public.feedback_posts where id = post;
  if not found then
    raise exception 'There is no such post.' using errcode = '22023';
  end if;
  update public.feedback_posts set
    status = feedback_set_status.status,
    status_note = nullif(btrim(coalesce(note, '')), ''),
    status_changed_at = now(),
    done_at = case when feedback_set_status.status = 'done' then coalesce(p.done_at, now()) else null end
  where id = post;
  insert into public.feedback_status_changes (post_id, status, note, created_by) values (post, status, btrim(coalesce(note, '')), auth.uid());
end
$$;

-- Admins merge a duplicate into another post: its voters' votes move (a voter of both keeps one
-- vote), its comments move, and it points at the post it was merged into.
create function public.feedback_merge(duplicate uuid, target uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  d record;
  t record;
begin
  if not public.is_admin() then
    raise exception 'Only the Worldloom team merges posts.' using errcode = '42501';
  end if;
  if duplicate = target then
    raise exception 'A post cannot be merged into itself.' using errcode = '22023';
  end if;
  select * into d from public.feedback_posts where id = duplicate for update;
  select * into t from public.feedback_posts where id = target for update;
  if d.id is null or t.id is null then
    raise exception 'There is no such post.' using errcode = '22023';
  end if;
  if d.merged_into is not null then
    raise exception 'This post was already merged.' using errcode = '22023';
  end if;
  if t.merged_into is not null then
    raise exception 'That post was itself merged into another; merge into that one instead.' using errcode = '22023';
  end if;
  insert into public.feedback_votes (post_id, user_id, created_at)
    select target, v.user_id, v.created_at from public.feedback_votes v where v.post_id = duplicate
    on conflict (post_id, user_id) do nothing;
  delete from public.feedback_votes where post_id = duplicate;
  update public.feedback_comments set post_id = target where post_id = duplicate;
  update public.feedback_posts set merged_into = target, status_changed_at = now() where id = duplicate;
  -- Posts merged into the duplicate earlier now point at the target.
  update public.feedback_posts set merged_into = target where merged_into = duplicate;
  insert into public.feedback_status_changes (post_id, status, note, created_by)
    values (duplicate, d.status, 'Merged into "' || t.title || '".', auth.uid());
end
$$;

-- "Similar posts" while typing: any of the words, best matches first (merged posts left out).
create function public.feedback_similar(q text, lim integer default 5)
returns table (id uuid, title text, type text, status text, vote_count integer, rank real)
language sql stable set search_path = '' as $$
  with words as (
    select string_agg(distinct quote_literal(lexeme), ' | ') as expr
    from unnest(to_tsvector('english'::regconfig, coalesce(q, ''))) as t(lexeme, positions, weights)
  ), query as (
    select to_tsquery('english'::regconfig, expr) as tsq from words where expr is not null
  )
  select p.id, p.title, p.type, p.status, p.vote_count, ts_rank(p.search, query.tsq)
  from query, public.feedback_posts p
  where p.search @@ query.tsq and p.merged_into is null
  order by ts_rank(p.search, query.tsq) desc, p.vote_count desc, p.created_at desc
  limit least(greatest(coalesce(lim, 5), 1), 20)
$$;

-- The board's list with a trending score: votes in the last 7 days. Invoker's rights.
create view public.feedback_board with (security_invoker = true) as
  select p.*,
    (select count(*)::integer from public.feedback_votes v where v.post_id = p.id and v.created_at > now() - interval '7 days') as recent_votes
  from public.feedback_posts p;

comment on view public.feedback_board is 'feedback_posts with recent_votes (votes in the last 7 days) for the Trending sort.';

grant select on public.feedback_board to anon, authenticated, service_role;

revoke execute on function public.feedback_posts_before_write(), public.feedback_comments_before_write(), public.feedback_votes_count(),
  public.feedback_comments_count() from public, anon, authenticated;
revoke execute on function public.feedback_set_status(uuid, text, text), public.feedback_merge(uuid, uuid) from public, anon;
grant execute on function public.feedback_set_status(uuid, text, text), public.feedback_merge(uuid, uuid) to authenticated;
grant execute on function public.feedback_similar(text, integer) to anon, authenticated;

notify pgrst, 'reload schema';
