-- A new account's profile never fails the sign-up (docs/security.md, "5xx on ordinary input").
-- The auth service checks sign-up metadata first (a bad or taken username is a 422), but a race
-- for the same username, a name over 80 characters or a picture address the profile refuses
-- would otherwise abort the whole insert into auth.users with a 500. Here the profile keeps
-- what is valid and leaves the rest empty, for the user to set on the Profile page. A picture
-- address the profile would refuse is left out first (public.image_url_ok, migration 20261202030100).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  wanted_username text := nullif(new.raw_user_meta_data ->> 'username', '');
  wanted_name text := left(coalesce(nullif(new.raw_user_meta_data ->> 'display_name', ''), nullif(new.raw_user_meta_data ->> 'full_name', ''),
             split_part(coalesce(new.email, ''), '@', 1)), 80);
  wanted_avatar text := nullif(new.raw_user_meta_data ->> 'avatar_url', '');
  avatar_ok text := case when public.image_url_ok(wanted_avatar, 'avatars') then wanted_avatar end;
begin
  begin
    insert into public.profiles (id, username, display_name, avatar_url)
    values (new.id, wanted_username, wanted_name, avatar_ok)
    on conflict (id) do nothing;
  exception when unique_violation or check_violation or string_data_right_truncation then
    insert into public.profiles (id, username, display_name, avatar_url)
    values (new.id, null, wanted_name, null)
    on conflict (id) do nothing;
  end;
  return new;
end
$$;
revoke all on function public.handle_new_user() from public;

notify pgrst, 'reload schema';
