-- Profile page fields (issue 18): usernames are unique regardless of case, links are a short
-- list of web addresses, and anyone may ask whether a username is free while typing.

create unique index profiles_username_lower_unique on public.profiles (lower(username));

create function public.profile_links_valid(links text[]) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(array_length(links, 1), 0) <= 5
     and not exists (select 1 from unnest(links) l where l is null or char_length(l) > 200 or l !~ '^https?://[^\s/$.?#][^\s]*$')
$$;

alter table public.profiles add column links text[] not null default '{}';
alter table public.profiles add constraint profiles_links_valid check (public.profile_links_valid(links));

grant insert (links) on public.profiles to authenticated;
grant update (links) on public.profiles to authenticated;

-- True when no profile other than the caller's uses this username in any letter case.
create function public.username_available(name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select name ~ '^[A-Za-z0-9_.-]{3,32}$'
     and not exists (
       select 1 from public.profiles p
       where lower(p.username) = lower(name) and p.id is distinct from auth.uid()
     )
$$;
revoke all on function public.username_available(text) from public;
grant execute on function public.username_available(text) to anon, authenticated, service_role;
revoke all on function public.profile_links_valid(text[]) from public;
grant execute on function public.profile_links_valid(text[]) to anon, authenticated, service_role;

notify pgrst, 'reload schema';
