-- The admin area, part 2: reports of public items and story documents (forum posts have
-- forum_reports already), notices that tell an author why their content was hidden or
-- unpublished, the moderation queue, feedback triage with audit rows, and the site figures.

create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  target_type text not null check (target_type in ('item', 'story_document')),
  target_id uuid not null,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null constraint content_reports_reason_length check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now(),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  unique (target_type, target_id, reporter_id)
);

comment on table public.content_reports is 'Reports of public library items and story documents. A reporter reads their own; admins act through admin_moderate.';

create index content_reports_open on public.content_reports (created_at) where status = 'open';

-- The reason's limits as a sentence (the check constraint stays as the backstop).
create function public.content_reports_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  if char_length(btrim(coalesce(new.reason, ''))) not between 1 and 1000 then
    raise exception 'A report needs a reason of 1 to 1,000 characters.' using errcode = '22023';
  end if;
  new.reason := btrim(new.reason);
  return new;
end
$$;
revoke all on function public.content_reports_before_insert() from public;

create trigger content_reports_before_insert before insert on public.content_reports
  for each row execute function public.content_reports_before_insert();

alter table public.content_reports enable row level security;
create policy content_reports_read on public.content_reports for select to authenticated
  using (reporter_id = auth.uid() or public.is_admin());
-- Only public content can be reported, and only as yourself.
create policy content_reports_insert on public.content_reports for insert to authenticated
  with check (
    reporter_id = auth.uid() and (
      (target_type = 'item' and exists (select 1 from public.content_items c where c.id = target_id and c.visibility = 'public'))
      or (target_type = 'story_document' and exists (
        select 1 from public.story_documents d where d.id = target_id and d.visibility = 'public' and d.deleted_at is null))));
grant select on public.content_reports to authenticated;
grant insert (target_type, target_id, reason) on public.content_reports to authenticated;
grant all on public.content_reports to service_role;

create table public.moderation_notices (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  target_type text not null,
  target_id text not null,
  action text not null,
  reason text not null constraint moderation_notices_reason_length check (char_length(reason) <= 1000),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

comment on table public.moderation_notices is 'What a moderator did to your content and why. The user reads and marks read their own; written by admin_moderate.';

create index moderation_notices_user on public.moderation_notices (user_id, created_at desc);

alter table public.moderation_notices enable row level security;
create policy moderation_notices_own_read on public.moderation_notices for select to authenticated using (user_id = auth.uid());
create policy moderation_notices_own_update on public.moderation_notices for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
grant select on public.moderation_notices to authenticated;
grant update (read_at) on public.moderation_notices to authenticated;
grant all on public.moderation_notices to service_role;

-- ---------------------------------------------------------------------------------------------
-- The queue: open reports of every kind, grouped per target, oldest first.

create function public.admin_report_queue()
returns table (
  target_type text, target_id uuid, title text, excerpt text, author_id uuid, author_email text,
  report_count integer, reasons text[], first_reported_at timestamptz, link text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.admin_require();
  return query
  with open_reports as (
    select 'forum_post'::text as t, r.post_id as id, r.reason, r.created_at from public.forum_reports r where r.status = 'open'
    union all
    select r.target_type, r.target_id, r.reason, r.created_at from public.content_reports r where r.status = 'open'
  ), grouped as (
    select o.t, o.id, count(*)::integer as n, array_agg(o.reason order by o.created_at) as reasons, min(o.created_at) as first_at
    from open_reports o group by o.t, o.id
  )
  select g.t, g.id,
    coalesce(th.title, c.name, d.title, '(gone)'),
    left(coalesce(case when fp.hidden_at is not null then '[hidden] ' || coalesce(fp.hidden_reason, '') else fp.body end, c.summary, d.summary, ''), 300),
    coalesce(fp.author_id, c.owner_id, d.owner_id), u.email::text,
    g.n, g.reasons, g.first_at,
    case g.t when 'forum_post' then '/forum/t/' || fp.thread_id || '#post-' || fp.number
             when 'item' then '/browse/item/' || g.id
             else '/browse/stories/' || g.id end
  from grouped g
  left join public.forum_posts fp on g.t = 'forum_post' and fp.id = g.id
  left join public.forum_threads th on th.id = fp.thread_id
  left join public.content_items c on g.t = 'item' and c.id = g.id
  left join public.story_documents d on g.t = 'story_document' and d.id = g.id
  left join auth.users u on u.id = coalesce(fp.author_id, c.owner_id, d.owner_id)
  order by g.first_at, g.id;
end
$$;

-- Acts on every open report of one target: "dismiss" (nothing wrong), "hide" (forum posts: the
-- reason shows in the post's place), "unpublish" (items and documents become private). Hide and
-- unpublish need a reason, which the author gets as a moderation notice.
create function public.admin_moderate(target_type text, target_id uuid, action text, reason text default '') returns void
language plpgsql security definer set search_path = '' as $$
declare
  why text;
  author uuid;
  prev jsonb;
  next jsonb;
begin
  perform public.admin_require();
  if action not in ('dismiss', 'hide', 'unpublish') then
    raise exception 'Unknown action "%": use dismiss, hide or unpublish.', action using errcode = '22023';
  end if;
  why := public.admin_check_reason(reason, action <> 'dismiss');
  if target_type = 'forum_post' then
    select jsonb_build_object('hidden_at', p.hidden_at, 'hidden_reason', p.hidden_reason), p.author_id into prev, author
      from public.forum_posts p where p.id = admin_moderate.target_id;
    if prev is null then
      raise exception 'There is no such post.' using errcode = '22023';
    end if;
    if action = 'unpublish' then
      raise exception 'Forum posts are hidden, not unpublished.' using errcode = '22023';
    end if;
    if action = 'hide' then
      perform public.forum_hide_post(admin_moderate.target_id, why);
    end if;
    update public.forum_reports set status = case when action = 'dismiss' then 'dismissed' else 'resolved' end
      where post_id = admin_moderate.target_id and status = 'open';
    select jsonb_build_object('hidden_at', p.hidden_at, 'hidden_reason', p.hidden_reason) into next
      from public.forum_posts p where p.id = admin_moderate.target_id;
  elsif target_type in ('item', 'story_document') then
    if action = 'hide' then
      raise exception 'Items and documents are unpublished, not hidden.' using errcode = '22023';
    end if;
    if target_type = 'item' then
      select jsonb_build_object('visibility', c.visibility), c.owner_id into prev, author from public.content_items c where c.id = admin_moderate.target_id;
    else
      select jsonb_build_object('visibility', d.visibility), d.owner_id into prev, author from public.story_documents d where d.id = admin_moderate.target_id;
    end if;
    if prev is null then
      raise exception 'There is no such % any more.', replace(target_type, '_', ' ') using errcode = '22023';
    end if;
    if action = 'unpublish' then
      if target_type = 'item' then
        update public.content_items set visibility = 'private' where id = admin_moderate.target_id;
      else
        update public.story_documents set visibility = 'private' where id = admin_moderate.target_id;
      end if;
    end if;
    update public.content_reports r set status = case when action = 'dismiss' then 'dismissed' else 'resolved' end,
        resolved_by = auth.uid(), resolved_at = now()
      where r.target_type = admin_moderate.target_type and r.target_id = admin_moderate.target_id and r.status = 'open';
    next := case when action = 'unpublish' then jsonb_build_object('visibility', 'private') else prev end;
  else
    raise exception 'Unknown report target "%".', target_type using errcode = '22023';
  end if;
  if action <> 'dismiss' and author is not null then
    insert into public.moderation_notices (user_id, target_type, target_id, action, reason)
      values (author, admin_moderate.target_type, admin_moderate.target_id::text, action, why);
  end if;
  perform public.admin_log(action, target_type, target_id::text, prev, next, why);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Feedback triage: the feedback functions, with an audit row.

create function public.admin_feedback_status(post uuid, status text, note text default '') returns void
language plpgsql security definer set search_path = '' as $$
declare
  prev jsonb;
begin
  perform public.admin_require();
  select jsonb_build_object('status', p.status, 'status_note', p.status_note) into prev from public.feedback_posts p where p.id = post;
  perform public.feedback_set_status(post, status, note);
  perform public.admin_log('feedback_status', 'feedback_post', post::text, prev,
    (select jsonb_build_object('status', p.status, 'status_note', p.status_note) from public.feedback_posts p where p.id = post), coalesce(note, ''));
end
$$;

create function public.admin_feedback_merge(duplicate uuid, target uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.admin_require();
  perform public.feedback_merge(duplicate, target);
  perform public.admin_log('feedback_merge', 'feedback_post', duplicate::text, null, jsonb_build_object('merged_into', target), '');
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Figures: one call, all in SQL. Days are UTC.

create function public.admin_figures(days integer default 30) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  n integer := least(greatest(coalesce(days, 30), 1), 365);
  since date := (now() at time zone 'utc')::date - (n - 1);
  kinds jsonb;
begin
  perform public.admin_require();
  -- One pass over content_items for the kinds and both totals.
  select coalesce(jsonb_agg(jsonb_build_object('kind', k.kind, 'count', k.n, 'public', k.pub) order by k.n desc, k.kind), '[]'::jsonb)
    into kinds
    from (select c.kind, count(*) as n, count(*) filter (where c.visibility = 'public') as pub from public.content_items c group by c.kind) k;
  return jsonb_build_object(
    'days', n,
    'users', (select count(*) from auth.users where deleted_at is null),
    'active_7d', (select count(*) from (
        select u.id from auth.users u where u.last_sign_in_at > now() - interval '7 days'
        union select s.user_id from auth.sessions s where s.refreshed_at > (now() at time zone 'utc') - interval '7 days') a),
    'active_30d', (select count(*) from (
        select u.id from auth.users u where u.last_sign_in_at > now() - interval '30 days'
        union select s.user_id from auth.sessions s where s.refreshed_at > (now() at time zone 'utc') - interval '30 days') a),
    'public_items', (select coalesce(sum((e ->> 'public')::bigint), 0) from jsonb_array_elements(kinds) e),
    'items', (select coalesce(sum((e ->> 'count')::bigint), 0) from jsonb_array_elements(kinds) e),
    'open_reports', (select count(*) from public.forum_reports where status = 'open') + (select count(*) from public.content_reports where status = 'open'),
    'signups', (
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'count', coalesce(c.n, 0)) order by d.day), '[]'::jsonb)
      from generate_series(since, (now() at time zone 'utc')::date, interval '1 day') as d(day)
      left join (select (p.created_at at time zone 'utc')::date as day, count(*) as n from public.profiles p
                 where p.created_at >= since::timestamp at time zone 'utc' group by 1) c on c.day = d.day::date),
    'posts', (
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'count', coalesce(c.n, 0)) order by d.day), '[]'::jsonb)
      from generate_series(since, (now() at time zone 'utc')::date, interval '1 day') as d(day)
      left join (select (f.created_at at time zone 'utc')::date as day, count(*) as n from public.forum_posts f
                 where f.created_at >= since::timestamp at time zone 'utc' group by 1) c on c.day = d.day::date),
    'items_by_kind', kinds
  );
end
$$;

create index if not exists admin_forum_posts_created on public.forum_posts (created_at);

-- ---------------------------------------------------------------------------------------------
-- Grants: the admin functions are callable by signed-in users (they check is_admin themselves);
-- anon gets nothing.

revoke all on function public.admin_list_users(text, integer, integer), public.admin_set_admin(uuid, boolean, text),
  public.admin_ban(uuid, timestamptz, text), public.admin_unban(uuid, text), public.admin_note_resend(uuid),
  public.admin_delete_user(uuid, text), public.admin_report_queue(), public.admin_moderate(text, uuid, text, text),
  public.admin_feedback_status(uuid, text, text), public.admin_feedback_merge(uuid, uuid), public.admin_figures(integer)
  from public, anon;
grant execute on function public.admin_list_users(text, integer, integer), public.admin_set_admin(uuid, boolean, text),
  public.admin_ban(uuid, timestamptz, text), public.admin_unban(uuid, text), public.admin_note_resend(uuid),
  public.admin_delete_user(uuid, text), public.admin_report_queue(), public.admin_moderate(text, uuid, text, text),
  public.admin_feedback_status(uuid, text, text), public.admin_feedback_merge(uuid, uuid), public.admin_figures(integer)
  to authenticated, service_role;
