-- The admin area (/admin): an append-only audit log, and security-definer functions that check
-- public.is_admin() for everything the page does (users, bans, moderation, feedback triage,
-- figures). A non-admin calling any of them gets 42501; the tables have no write grants.

-- ---------------------------------------------------------------------------------------------
-- Audit log

create table public.admin_audit (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  action text not null check (char_length(action) between 1 and 60),
  target_type text not null check (char_length(target_type) between 1 and 40),
  target_id text,
  before jsonb,
  after jsonb,
  reason text not null default '' constraint admin_audit_reason_length check (char_length(reason) <= 1000),
  at timestamptz not null default now()
);

comment on table public.admin_audit is 'Every admin action: who, what, target, before/after, reason. Append-only; admins read; written only by the admin functions.';

create index admin_audit_at on public.admin_audit (at desc, id desc);
create index admin_audit_target on public.admin_audit (target_type, target_id);

alter table public.admin_audit enable row level security;
create policy admin_audit_admin_read on public.admin_audit for select to authenticated using (public.is_admin());
grant select on public.admin_audit to authenticated;
grant select on public.admin_audit to service_role;

-- Nobody changes or removes an entry: not a request, not the service role, not a function.
-- (Deleting a user keeps their entries: actor_id is set null by the foreign key, which this
-- trigger lets through because nothing but actor_id changes.)
create function public.admin_audit_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if new.id = old.id and new.action = old.action and new.target_type = old.target_type
       and new.target_id is not distinct from old.target_id and new.before is not distinct from old.before
       and new.after is not distinct from old.after and new.reason = old.reason and new.at = old.at
       and new.actor_email is not distinct from old.actor_email and new.actor_id is null then
      return new;
    end if;
  end if;
  raise exception 'The audit log is append-only: entries cannot be changed or deleted.' using errcode = '42501';
end
$$;
revoke all on function public.admin_audit_append_only() from public;

create trigger admin_audit_append_only before update or delete on public.admin_audit
  for each row execute function public.admin_audit_append_only();
create trigger admin_audit_no_truncate before truncate on public.admin_audit
  for each statement execute function public.admin_audit_append_only();

-- ---------------------------------------------------------------------------------------------
-- Helpers (not callable through the API)

create function public.admin_require() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators can do this.' using errcode = '42501';
  end if;
end
$$;

create function public.admin_log(action text, target_type text, target_id text, prev_row jsonb, next_row jsonb, reason text default '')
returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.admin_audit (actor_id, actor_email, action, target_type, target_id, before, after, reason)
  values (auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), action, target_type, target_id, prev_row, next_row,
          btrim(coalesce(reason, '')));
end
$$;

create function public.admin_check_reason(reason text, required boolean) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if char_length(coalesce(reason, '')) > 1000 then
    raise exception 'A reason can be at most 1,000 characters.' using errcode = '22001';
  end if;
  if required and char_length(btrim(coalesce(reason, ''))) = 0 then
    raise exception 'Give a reason; it is recorded in the audit log.' using errcode = '22023';
  end if;
  return btrim(coalesce(reason, ''));
end
$$;

-- A user's row as the audit log keeps it.
create function public.admin_user_snapshot(target uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('email', u.email, 'banned_until', u.banned_until, 'is_admin', coalesce(p.is_admin, false),
                            'confirmed', u.email_confirmed_at is not null)
  from auth.users u left join public.profiles p on p.id = u.id where u.id = target
$$;

revoke all on function public.admin_require(), public.admin_log(text, text, text, jsonb, jsonb, text),
  public.admin_check_reason(text, boolean), public.admin_user_snapshot(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Users

create index profiles_created_at on public.profiles (created_at, id);

create function public.admin_list_users(search text default '', page integer default 1, per_page integer default 25)
returns table (
  id uuid, email text, display_name text, created_at timestamptz, last_sign_in_at timestamptz,
  confirmed_at timestamptz, banned_until timestamptz, is_admin boolean, item_count integer,
  document_count integer, total integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  lim integer := least(greatest(coalesce(per_page, 25), 1), 100);
begin
  perform public.admin_require();
  -- No search: the page walks profiles_created_at (newest first) and stops after one page, and
  -- the total is a plain count. A search scans once: the matches are kept, then paged and counted.
  -- Item counts are looked up for the page's rows only.
  if btrim(coalesce(search, '')) = '' then
    return query
      with page_rows as (
        select p.id, p.created_at as joined from public.profiles p
        order by p.created_at desc, p.id desc
        limit lim offset (greatest(coalesce(page, 1), 1) - 1) * lim
      )
      select u.id, u.email::text, p.display_name, r.joined, u.last_sign_in_at, u.email_confirmed_at, u.banned_until, p.is_admin,
             (select count(*)::integer from public.content_items c where c.owner_id = r.id),
             (select count(*)::integer from public.story_documents d where d.owner_id = r.id),
             (select count(*)::integer from public.profiles)
      from page_rows r join public.profiles p on p.id = r.id join auth.users u on u.id = r.id
      order by r.joined desc, r.id desc;
  else
    return query
      with hits as materialized (
        select p.id, p.created_at as joined from public.profiles p join auth.users u on u.id = p.id
        where u.email ilike pattern or coalesce(p.display_name, '') ilike pattern or coalesce(p.username, '') ilike pattern
      ), page_rows as (
        select h.id, h.joined from hits h order by h.joined desc, h.id desc
        limit lim offset (greatest(coalesce(page, 1), 1) - 1) * lim
      )
      select u.id, u.email::text, p.display_name, r.joined, u.last_sign_in_at, u.email_confirmed_at, u.banned_until, p.is_admin,
             (select count(*)::integer from public.content_items c where c.owner_id = r.id),
             (select count(*)::integer from public.story_documents d where d.owner_id = r.id),
             (select count(*)::integer from hits)
      from page_rows r join public.profiles p on p.id = r.id join auth.users u on u.id = r.id
      order by r.joined desc, r.id desc;
  end if;
end
$$;

create function public.admin_set_admin(target uuid, make boolean, reason text default '') returns void
language plpgsql security definer set search_path = '' as $$
declare
  prev jsonb;
  admins integer;
begin
  perform public.admin_require();
  prev := public.admin_user_snapshot(target);
  if prev is null then
    raise exception 'There is no such user.' using errcode = '22023';
  end if;
  -- Lock every admin row so two admins removing each other cannot leave none.
  perform 1 from public.profiles where is_admin for update;
  if not make and (prev ->> 'is_admin')::boolean then
    select count(*) into admins from public.profiles where is_admin;
    if admins <= 1 then
      raise exception 'This is the last administrator: make someone else an administrator first.' using errcode = '22023';
    end if;
  end if;
  update public.profiles set is_admin = make where id = target;
  perform public.admin_log(case when make then 'grant_admin' else 'revoke_admin' end, 'user', target::text, prev,
                           public.admin_user_snapshot(target), public.admin_check_reason(reason, false));
end
$$;

-- Bans are enforced by the auth server (auth.users.banned_until): password sign-in, refresh and
-- every request with an access token answer "User is banned". Existing sessions end now.
create function public.admin_ban(target uuid, until timestamptz, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  prev jsonb;
  why text;
begin
  perform public.admin_require();
  why := public.admin_check_reason(reason, true);
  if target = auth.uid() then
    raise exception 'You cannot ban yourself.' using errcode = '22023';
  end if;
  prev := public.admin_user_snapshot(target);
  if prev is null then
    raise exception 'There is no such user.' using errcode = '22023';
  end if;
  if until is null or until <= now() then
    raise exception 'A ban needs an end in the future.' using errcode = '22023';
  end if;
  update auth.users set banned_until = until, updated_at = now() where id = target;
  delete from auth.sessions where user_id = target;
  delete from auth.refresh_tokens where user_id = target::text;
  perform public.admin_log('ban', 'user', target::text, prev, public.admin_user_snapshot(target), why);
end
$$;

create function public.admin_unban(target uuid, reason text default '') returns void
language plpgsql security definer set search_path = '' as $$
declare
  prev jsonb;
begin
  perform public.admin_require();
  prev := public.admin_user_snapshot(target);
  if prev is null then
    raise exception 'There is no such user.' using errcode = '22023';
  end if;
  update auth.users set banned_until = null, updated_at = now() where id = target;
  perform public.admin_log('unban', 'user', target::text, prev, public.admin_user_snapshot(target), public.admin_check_reason(reason, false));
end
$$;

-- The page sends the e-mail through /auth/v1/resend; this records that an admin did.
create function public.admin_note_resend(target uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  u record;
begin
  perform public.admin_require();
  select * into u from auth.users where id = target;
  if not found then
    raise exception 'There is no such user.' using errcode = '22023';
  end if;
  if u.email_confirmed_at is not null then
    raise exception 'This address is already confirmed.' using errcode = '22023';
  end if;
  perform public.admin_log('resend_confirmation', 'user', target::text, null, null, '');
  return u.email;
end
$$;

-- Deletes the account and, by foreign keys, everything of theirs (items, documents, posts...).
create function public.admin_delete_user(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  prev jsonb;
  why text;
begin
  perform public.admin_require();
  why := public.admin_check_reason(reason, true);
  if target = auth.uid() then
    raise exception 'You cannot delete your own account here.' using errcode = '22023';
  end if;
  prev := public.admin_user_snapshot(target);
  if prev is null then
    raise exception 'There is no such user.' using errcode = '22023';
  end if;
  perform 1 from public.profiles where is_admin for update;
  if (prev ->> 'is_admin')::boolean and (select count(*) from public.profiles where is_admin) <= 1 then
    raise exception 'This is the last administrator: make someone else an administrator first.' using errcode = '22023';
  end if;
  prev := prev || jsonb_build_object(
    'items', (select count(*) from public.content_items where owner_id = target),
    'documents', (select count(*) from public.story_documents where owner_id = target));
  delete from auth.users where id = target;
  perform public.admin_log('delete_user', 'user', target::text, prev, null, why);
end
$$;
