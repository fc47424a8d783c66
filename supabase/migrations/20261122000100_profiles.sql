-- Profiles: one row per auth user, created by a trigger on auth.users. Readable by everyone;
-- a user may change only their own row and never is_admin (column grants leave it out), which
-- only the service role or SQL can set. public.is_admin() is what other tables' policies use.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text unique check (username is null or username ~ '^[A-Za-z0-9_.-]{3,32}$'),
  display_name text check (display_name is null or char_length(display_name) <= 80),
  avatar_url text,
  bio text check (bio is null or char_length(bio) <= 2000),
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Security definer with an empty search_path: policies call it, and it must see is_admin of the
-- caller even where the caller's own policies would hide rows.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = auth.uid()), false)
$$;

create policy profiles_select_all on public.profiles
  for select to anon, authenticated using (true);
create policy profiles_insert_own on public.profiles
  for insert to authenticated with check (id = auth.uid());
create policy profiles_update_own_or_admin on public.profiles
  for update to authenticated
  using (id = auth.uid() or public.is_admin())
  with check (id = auth.uid() or public.is_admin());

-- Explicit grants (hosted no longer grants new tables by default). is_admin is in no insert or
-- update grant, so no API request can set it; deletes happen only through auth.users cascade.
grant select on public.profiles to anon, authenticated;
grant insert (id, username, display_name, avatar_url, bio) on public.profiles to authenticated;
grant update (username, display_name, avatar_url, bio) on public.profiles to authenticated;
grant all on public.profiles to service_role;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create function public.profiles_touch_updated_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.profiles_touch_updated_at() from public;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function public.profiles_touch_updated_at();

-- Runs as the auth service's role on hosted (supabase_auth_admin): security definer and a fixed
-- search_path so it can write public.profiles.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, username, display_name, avatar_url)
  values (
    new.id,
    nullif(new.raw_user_meta_data ->> 'username', ''),
    coalesce(nullif(new.raw_user_meta_data ->> 'display_name', ''), nullif(new.raw_user_meta_data ->> 'full_name', ''),
             split_part(coalesce(new.email, ''), '@', 1)),
    nullif(new.raw_user_meta_data ->> 'avatar_url', '')
  )
  on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function public.handle_new_user() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

notify pgrst, 'reload schema';
