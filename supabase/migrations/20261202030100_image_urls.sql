-- Image addresses users set (docs/security.md, "Image URLs"): profiles.avatar_url and
-- universes.cover_image_url end up in every viewer's <img src>, so only two kinds are kept:
--   * an https:// address (any host; the CSP allows https pictures), or
--   * this install's own storage, the public URL of the column's bucket (avatars, covers), which
--     on a local install is plain http (http://localhost:3000/storage/v1/object/public/avatars/…).
--     The database does not know API_EXTERNAL_URL, so any host is accepted for that path; the
--     path is what makes it ours, and a picture over http is no script.
-- Anything else (javascript:, vbscript:, data:, blob:, file:, a relative path, plain http
-- elsewhere, spaces or control characters, over 2000 characters) is refused with SQLSTATE 23514
-- (HTTP 400) and a sentence saying what is allowed.
--
-- Existing rows with an address that breaks the rule are set to null by this migration (the
-- picture is dropped, the rest of the row is kept), and a sign-up whose metadata carries a bad
-- avatar_url gets a profile without one.

create function public.image_url_ok(url text, bucket text) returns boolean
language sql immutable set search_path = '' as $$
  select url is null or (
    char_length(url) <= 2000
    and url !~ '[[:space:][:cntrl:]\\]'
    and (
      url ~ '^https://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?([/?#].*)?$'
      or (
        url ~ ('^http://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^?#]*)?/storage/v1/object/public/' || bucket || '/[^/?#.][^?#]*([?#].*)?$')
        and url !~ '\.\.|%2[eE]|%2[fF]|%5[cC]'
      )
    )
  )
$$;
-- Everyone may run it: the checks below run as the writing role.

-- The checks with a sentence for people (23514 like a check constraint, so clients see 400).
create function public.check_avatar_url() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.image_url_ok(new.avatar_url, 'avatars') then
    raise exception 'The avatar must be a picture uploaded here or an https:// address.'
      using errcode = '23514', constraint = 'profiles_avatar_url_valid',
            hint = 'Upload a picture on the Profile page, or use an address starting with https://.';
  end if;
  return new;
end
$$;
revoke all on function public.check_avatar_url() from public;

create function public.check_cover_image_url() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.image_url_ok(new.cover_image_url, 'covers') then
    raise exception 'The cover must be a picture uploaded here or an https:// address.'
      using errcode = '23514', constraint = 'universes_cover_image_url_valid',
            hint = 'Upload a picture in the universe dialog, or use an address starting with https://.';
  end if;
  return new;
end
$$;
revoke all on function public.check_cover_image_url() from public;

-- Bad addresses already stored go (see the comment at the top).
update public.profiles set avatar_url = null where not public.image_url_ok(avatar_url, 'avatars');
update public.universes set cover_image_url = null where not public.image_url_ok(cover_image_url, 'covers');

create trigger profiles_check_avatar_url before insert or update of avatar_url on public.profiles
  for each row execute function public.check_avatar_url();
create trigger universes_check_cover_image_url before insert or update of cover_image_url on public.universes
  for each row execute function public.check_cover_image_url();

-- The rule as constraints too, for any write the triggers' column lists do not see.
alter table public.profiles add constraint profiles_avatar_url_valid check (public.image_url_ok(avatar_url, 'avatars'));
alter table public.universes add constraint universes_cover_image_url_valid check (public.image_url_ok(cover_image_url, 'covers'));

-- New accounts: the avatar from sign-up metadata (or the Google picture) only when it is allowed.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  avatar text := nullif(new.raw_user_meta_data ->> 'avatar_url', '');
begin
  insert into public.profiles (id, username, display_name, avatar_url)
  values (
    new.id,
    nullif(new.raw_user_meta_data ->> 'username', ''),
    coalesce(nullif(new.raw_user_meta_data ->> 'display_name', ''), nullif(new.raw_user_meta_data ->> 'full_name', ''),
             split_part(coalesce(new.email, ''), '@', 1)),
    case when public.image_url_ok(avatar, 'avatars') then avatar end
  )
  on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function public.handle_new_user() from public;

notify pgrst, 'reload schema';
