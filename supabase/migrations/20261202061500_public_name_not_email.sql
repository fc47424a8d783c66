-- A new account's public name is never taken from its e-mail address. Until now the profile's
-- display_name defaulted to the part of the address before the @ ("Shared by
-- ysolde.marchetti-vanderhoven"), on Browse, the forum and everywhere else an author shows. Now it
-- is the name the sign-up asked for (display_name; full_name or name from Google), trimmed, or
-- nothing: the app then shows "A world-builder" and asks the user to choose a name
-- (docs/data-model.md, "Public names").
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  wanted_username text := nullif(new.raw_user_meta_data ->> 'username', '');
  wanted_name text := left(coalesce(nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''), nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
             nullif(btrim(new.raw_user_meta_data ->> 'name'), '')), 80);
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

-- Existing accounts: the old default is cleared only where it is certainly the default and never
-- a name the user chose: the name is exactly the e-mail prefix, the sign-up carried no name, and the
-- profile row was never changed since it was made (updated_at is touched by every update, so a
-- user who saved the Profile form, even keeping that name, keeps it). The app asks the rest to
-- choose a name instead (the banner for a name equal to the e-mail prefix).
update public.profiles p
set display_name = null
from auth.users u
where u.id = p.id
  and p.display_name = split_part(coalesce(u.email, ''), '@', 1)
  and coalesce(nullif(btrim(u.raw_user_meta_data ->> 'display_name'), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
               nullif(btrim(u.raw_user_meta_data ->> 'name'), '')) is null
  and p.updated_at = p.created_at;

notify pgrst, 'reload schema';
