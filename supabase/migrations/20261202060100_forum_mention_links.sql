-- A mention picked from the forum composer's suggestions is a Markdown link to the member's forum
-- profile, "[@name](/forum/u/<id>)" (apps/web/src/components/mentions.ts), so people without a
-- username can be mentioned too and a mention survives a rename. It notifies that member by id,
-- exactly as a typed "@username" notifies by username: the same kind, the same limit of 10
-- people per post, never the author. The text of such a link is not read as a typed "@username"
-- (a display name "Ann Lee" must not notify the user named "Ann").
create or replace function public.forum_posts_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  thread_author uuid;
  link constant text := '\[@[^\]\n]{1,80}\]\(/forum/u/([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\)';
begin
  insert into public.forum_notifications (user_id, kind, post_id, actor_id)
    select mentioned.id, 'mention', new.id, new.author_id
    from (
      select p.id
      from (select lower(m[1])::uuid as id from regexp_matches(new.body, link, 'g') as m limit 10) links
      join public.profiles p on p.id = links.id
      union
      select p.id
      from (
        select lower(m[2]) as name
        from regexp_matches(regexp_replace(new.body, link, ' ', 'g'), '(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{3,32})', 'g') as m
        limit 10
      ) names
      -- A sentence may end right after the name ("ask @ana."): the name without trailing dots or dashes matches too.
      join public.profiles p on lower(p.username) in (names.name, rtrim(names.name, '.-'))
    ) mentioned
    where mentioned.id is distinct from new.author_id
    limit 10
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

notify pgrst, 'reload schema';
