-- Plan limits on every path that makes a row count (docs/subscription.md). The BEFORE INSERT
-- triggers of 20261126040000_subscriptions.sql counted new rows only, so a row that starts to
-- count again by an UPDATE slipped past them: an item or story document restored from the trash
-- (deleted_at back to null, by REST PATCH or any function), a row handed to another owner, and a
-- stored file replaced in place by a bigger one (storage `update()`). enforce_plan_limit() now
-- handles updates too, and BEFORE UPDATE triggers call it whenever a row starts to count (or,
-- for storage, grows), so no path can skip the check: same lock, same count, same PT402 error
-- (HTTP 402) and message as an insert.

-- The lock every limit check of one owner and limit takes (re-entrant within a transaction).
create or replace function public.plan_limit_lock(limit_key text, owner uuid) returns void
language sql volatile security definer set search_path = '' as $$
  select pg_advisory_xact_lock(hashtext('plan_limit:' || limit_key || ':' || owner::text))
$$;
revoke all on function public.plan_limit_lock(text, uuid) from public;

-- BEFORE INSERT or UPDATE on a limited table (tg_argv[0] names the limit). Only requests made as
-- a user are counted (bulk loads and server jobs as the database owner are not). On an update
-- only what the change adds is counted: a row that did not count for this owner before (restored
-- from the trash, or another owner's), or a file's extra bytes. The error's SQLSTATE PT402
-- reaches the client as HTTP 402 with code 'PT402'.
create or replace function public.enforce_plan_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  limit_key text := tg_argv[0];
  row_json jsonb := to_jsonb(new);
  old_json jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  row_owner uuid := nullif(coalesce(row_json ->> 'owner_id', ''), '')::uuid;
  trashable boolean := limit_key in ('items', 'story_documents');
  adding bigint := case when limit_key = 'storage_bytes' then coalesce((row_json -> 'metadata' ->> 'size')::bigint, 0) else 1 end;
  plan_id text;
  lim bigint;
  used bigint;
  plan_name text;
  better record;
  what text := case limit_key when 'universes' then 'universes' when 'items' then 'saved library items'
                 when 'story_documents' then 'story documents' else 'storage' end;
begin
  if auth.uid() is null or row_owner is null then return new; end if;
  -- A row in the trash does not count.
  if trashable and (row_json ->> 'deleted_at') is not null then return new; end if;
  if tg_op = 'UPDATE'
     and nullif(coalesce(old_json ->> 'owner_id', ''), '')::uuid is not distinct from row_owner
     and not (trashable and (old_json ->> 'deleted_at') is not null) then
    -- The row counted for this owner already: only a file's extra bytes are new.
    if limit_key <> 'storage_bytes' then return new; end if;
    adding := adding - coalesce((old_json -> 'metadata' ->> 'size')::bigint, 0);
    if adding <= 0 then return new; end if;
  end if;
  -- One check at a time per owner and limit, so parallel writes cannot both slip under it.
  perform public.plan_limit_lock(limit_key, row_owner);
  plan_id := public.plan_of(row_owner);
  lim := public.plan_limit(plan_id, limit_key);
  if lim is null then return new; end if;
  -- Counted now, with the rows other transactions committed while this one waited for the lock.
  used := public.plan_used(row_owner, limit_key);
  -- An upsert that replaces a file frees the old file's bytes (an update counts only the growth).
  if limit_key = 'storage_bytes' and tg_op = 'INSERT' then
    used := used - coalesce((select (o.metadata ->> 'size')::bigint from storage.objects o
      where o.bucket_id = row_json ->> 'bucket_id' and o.name = row_json ->> 'name' and o.owner_id = row_owner::text), 0);
  end if;
  if used + adding <= lim then return new; end if;
  select name into plan_name from public.plans where id = plan_id;
  select p.name, public.plan_limit(p.id, limit_key) as lim into better
    from public.plans p where public.plan_limit(p.id, limit_key) > lim order by p.position, public.plan_limit(p.id, limit_key) limit 1;
  raise exception '% plan limit reached: %.%',
    plan_name,
    case when limit_key = 'storage_bytes' then public.plan_bytes_text(lim) || ' of storage' else lim::text || ' ' || what end,
    case when better.name is null then ''
         else format(' Upgrade to %s for %s.', better.name, case when limit_key = 'storage_bytes' then public.plan_bytes_text(better.lim) else better.lim::text end)
    end
    using errcode = 'PT402',
          detail = format('limit=%s plan=%s used=%s max=%s', limit_key, plan_id, used, lim),
          hint = case when better.name is null then 'Delete something you no longer need to make room.'
                      when tg_op = 'UPDATE' and trashable then 'Delete something you no longer need, or see the plans on the Subscription page.'
                      else 'See the plans on the Subscription page.' end;
end;
$$;
revoke all on function public.enforce_plan_limit() from public;

-- A statement that restores several rows takes the owner's lock before it locks any row, so two
-- such statements in parallel wait for each other instead of deadlocking row lock against lock.
create or replace function public.plan_limit_lock_statement() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null then
    perform public.plan_limit_lock(tg_argv[0], auth.uid());
  end if;
  return null;
end;
$$;
revoke all on function public.plan_limit_lock_statement() from public;

create trigger content_items_plan_limit_update before update on public.content_items
  for each row when ((old.deleted_at is not null and new.deleted_at is null) or old.owner_id is distinct from new.owner_id)
  execute function public.enforce_plan_limit('items');
create trigger content_items_plan_limit_lock before update of deleted_at on public.content_items
  for each statement execute function public.plan_limit_lock_statement('items');

create trigger story_documents_plan_limit_update before update on public.story_documents
  for each row when ((old.deleted_at is not null and new.deleted_at is null) or old.owner_id is distinct from new.owner_id)
  execute function public.enforce_plan_limit('story_documents');
create trigger story_documents_plan_limit_lock before update of deleted_at on public.story_documents
  for each statement execute function public.plan_limit_lock_statement('story_documents');

create trigger universes_plan_limit_update before update on public.universes
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function public.enforce_plan_limit('universes');

create trigger objects_plan_limit_update before update on storage.objects
  for each row when (old.metadata is distinct from new.metadata or old.owner_id is distinct from new.owner_id)
  execute function public.enforce_plan_limit('storage_bytes');

notify pgrst, 'reload schema';
