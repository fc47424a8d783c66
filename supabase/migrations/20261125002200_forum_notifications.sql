-- Forum notifications: "@username" in a new post notifies that user (up to 10 per post), and a new
-- reply notifies the thread's author (unless they wrote it or were mentioned in it). Each user
-- reads, marks read and deletes only their own; rows are written only by the trigger below.

create table public.forum_notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('mention', 'reply')),
  post_id uuid not null references public.forum_posts (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (user_id, post_id, kind)
);

comment on table public.forum_notifications is 'Per-user forum notifications (mentions, replies to your threads). Owner-only; written by the forum_posts trigger.';

create index forum_notifications_user on public.forum_notifications (user_id, created_at desc);

alter table public.forum_notifications enable row level security;

create policy forum_notifications_own_read on public.forum_notifications for select to authenticated using (user_id = auth.uid());
create policy forum_notifications_own_update on public.forum_notifications for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy forum_notifications_own_delete on public.forum_notifications for delete to authenticated using (user_id = auth.uid());

grant select, delete on public.forum_notifications to authenticated;
grant update (read_at) on public.forum_notifications to authenticated;
grant all on public.forum_notifications to service_role;

create function public.forum_posts_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  thread_author uuid;
begin
  insert into public.forum_notifications (user_id, kind, post_id, actor_id)
    select distinct p.id, 'mention', new.id, new.author_id
    from (
      select lower(m[2]) as name
      from regexp_matches(new.body, '(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{3,32})', 'g') as m
      limit 10
    ) names
    -- A sentence may end right after the name ("ask @ana."): the name without trailing dots or dashes matches too.
    join public.profiles p on lower(p.username) in (names.name, rtrim(names.name, '.-'))
    where p.id is distinct from new.author_id
    on conflict do nothing;
  if new.number > 1 then
    select author_id into thread_author from public.forum_threads where id = new.thread_id;
    if thread_author is not null and thread_author is distinct from new.author_id
       and not exists (select 1 from public.forum_notifications n where n.user_id = thread_author and n.post_id = new.id) then
      insert into public.forum_notifications (user_id, kind, post_id, actor_id) values (thread_author, 'reply', new.id, new.author_id)
        on conflict do nothing;
    end if;
  end if;
  return null;
end
$$;

revoke execute on function public.forum_posts_notify() from public, anon, authenticated;

create trigger forum_posts_notify after insert on public.forum_posts
  for each row execute function public.forum_posts_notify();

notify pgrst, 'reload schema';
