-- Plans and subscriptions (docs/subscription.md). Plans name their limits; the limits are
-- enforced here by BEFORE INSERT triggers that count the owner's rows, so no client can pass
-- them. Subscriptions are written only by the server (the billing service, as the database
-- owner); users read their own row. Downgrading never deletes anything: over-limit rows stay
-- readable and editable, only new rows are refused.

create table public.plans (
  id text primary key check (id ~ '^[a-z][a-z0-9_]{0,30}$'),
  name text not null check (char_length(name) between 1 and 40),
  description text not null default '' check (char_length(description) <= 300),
  price_label text not null default '' check (char_length(price_label) <= 40),
  position int not null default 0,
  max_universes int not null check (max_universes >= 0),
  max_items int not null check (max_items >= 0),
  max_story_documents int not null check (max_story_documents >= 0),
  max_storage_bytes bigint not null check (max_storage_bytes >= 0),
  max_batch_size int not null check (max_batch_size between 1 and 10000)
);

comment on table public.plans is 'Plans and their limits. Edit the rows to change the limits of an install; the free plan must exist.';

-- Generous enough that no seed or e2e test reaches the Free limits (the largest seeds save 50
-- items and a handful of universes per user).
insert into public.plans (id, name, description, price_label, position, max_universes, max_items, max_story_documents, max_storage_bytes, max_batch_size) values
  ('free', 'Free', 'Everything you need to start a world.', 'No charge', 0, 10, 500, 50, 50 * 1024 * 1024, 50),
  ('pro', 'Pro', 'Room for many worlds and long sagas.', 'Paid monthly', 1, 100, 10000, 1000, 2::bigint * 1024 * 1024 * 1024, 200);

alter table public.plans enable row level security;
create policy plans_select_all on public.plans for select to anon, authenticated using (true);
revoke all on public.plans from anon, authenticated;
grant select on public.plans to anon, authenticated;

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null default 'free' references public.plans (id),
  status text not null default 'active' check (status in ('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid')),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  provider text not null default 'local' check (provider in ('local', 'stripe')),
  provider_customer_id text check (char_length(provider_customer_id) <= 255),
  provider_subscription_id text check (char_length(provider_subscription_id) <= 255),
  -- The Stripe event time last applied, so an older event arriving late changes nothing.
  provider_synced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.subscriptions is 'One row per user who ever chose a paid plan. Written only by the server; users read their own.';
create index subscriptions_customer on public.subscriptions (provider_customer_id) where provider_customer_id is not null;

alter table public.subscriptions enable row level security;
create policy subscriptions_select_own on public.subscriptions for select to authenticated
  using (user_id = auth.uid() or public.is_admin());
revoke all on public.subscriptions from anon, authenticated;
grant select on public.subscriptions to authenticated;

-- Stripe webhook events already handled (idempotency): only the server reads or writes these.
create table public.billing_events (
  id text primary key check (char_length(id) <= 255),
  type text not null check (char_length(type) <= 255),
  received_at timestamptz not null default now()
);
alter table public.billing_events enable row level security;
revoke all on public.billing_events from anon, authenticated;

-- The plan a user has now: a paid plan while its subscription is live; one cancelled at the
-- period end stays until then.
create function public.plan_of(uid uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select s.plan from public.subscriptions s
    where s.user_id = uid
      and s.status in ('active', 'trialing', 'past_due')
      and (not s.cancel_at_period_end or s.current_period_end is null or s.current_period_end > now())
  ), 'free')
$$;
revoke all on function public.plan_of(uuid) from public;

create function public.my_plan() returns text
language sql stable security definer set search_path = '' as $$
  select case when auth.uid() is null then 'free' else public.plan_of(auth.uid()) end
$$;
revoke all on function public.my_plan() from public;
grant execute on function public.my_plan() to anon, authenticated;

-- How much of one limit a user uses now.
create function public.plan_used(uid uuid, limit_key text) returns bigint
language sql stable security definer set search_path = '' as $$
  select case limit_key
    when 'universes' then (select count(*) from public.universes u where u.owner_id = uid)
    when 'items' then (select count(*) from public.content_items c where c.owner_id = uid and c.deleted_at is null)
    when 'story_documents' then (select count(*) from public.story_documents d where d.owner_id = uid and d.deleted_at is null)
    when 'storage_bytes' then (select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint from storage.objects o where o.owner_id = uid::text)
    else 0
  end
$$;
revoke all on function public.plan_used(uuid, text) from public;

create function public.plan_limit(plan_id text, limit_key text) returns bigint
language sql stable security definer set search_path = '' as $$
  select case limit_key
    when 'universes' then p.max_universes::bigint
    when 'items' then p.max_items::bigint
    when 'story_documents' then p.max_story_documents::bigint
    when 'storage_bytes' then p.max_storage_bytes
    when 'batch_size' then p.max_batch_size::bigint
  end
  from public.plans p where p.id = plan_id
$$;
revoke all on function public.plan_limit(text, text) from public;

-- The caller's plan and, per limit, what they use and what the plan allows.
create function public.plan_usage()
returns table (plan text, limit_key text, used bigint, max bigint)
language sql stable security definer set search_path = '' as $$
  select public.plan_of(auth.uid()), k.key,
         case when k.key = 'batch_size' then 0 else public.plan_used(auth.uid(), k.key) end,
         public.plan_limit(public.plan_of(auth.uid()), k.key)
  from unnest(array['universes', 'items', 'story_documents', 'storage_bytes', 'batch_size']) with ordinality as k(key, n)
  where auth.uid() is not null
  order by k.n
$$;
revoke all on function public.plan_usage() from public;
grant execute on function public.plan_usage() to authenticated;

-- Bytes for people: 50 MB, 2 GB, 512 KB.
create function public.plan_bytes_text(n bigint) returns text
language sql immutable set search_path = '' as $$
  select case when n >= 1073741824 then trim_scale(round(n / 1073741824.0, 1))::text || ' GB'
              when n >= 1048576 then trim_scale(round(n / 1048576.0, 1))::text || ' MB'
              else trim_scale(round(n / 1024.0, 1))::text || ' KB' end
$$;
revoke all on function public.plan_bytes_text(bigint) from public;

-- BEFORE INSERT on a content table (tg_argv[0] names the limit). Only requests made as a user
-- are counted (bulk loads by the database owner, as the bench does, are not). The error's
-- SQLSTATE PT402 reaches the client as HTTP 402 with code 'PT402'.
create function public.enforce_plan_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  limit_key text := tg_argv[0];
  row_json jsonb := to_jsonb(new);
  row_owner uuid := nullif(coalesce(row_json ->> 'owner_id', ''), '')::uuid;
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
  if limit_key = 'items' and (row_json ->> 'deleted_at') is not null then return new; end if;
  -- One insert at a time per owner and limit, so parallel inserts cannot both slip under it.
  perform pg_advisory_xact_lock(hashtext('plan_limit:' || limit_key || ':' || row_owner::text));
  plan_id := public.plan_of(row_owner);
  lim := public.plan_limit(plan_id, limit_key);
  if lim is null then return new; end if;
  used := public.plan_used(row_owner, limit_key);
  -- An upsert that replaces a file frees the old file's bytes.
  if limit_key = 'storage_bytes' then
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
                      else 'See the plans on the Subscription page.' end;
end;
$$;
revoke all on function public.enforce_plan_limit() from public;

create trigger universes_plan_limit before insert on public.universes
  for each row execute function public.enforce_plan_limit('universes');
create trigger content_items_plan_limit before insert on public.content_items
  for each row execute function public.enforce_plan_limit('items');
create trigger story_documents_plan_limit before insert on public.story_documents
  for each row execute function public.enforce_plan_limit('story_documents');
create trigger objects_plan_limit before insert on storage.objects
  for each row execute function public.enforce_plan_limit('storage_bytes');

notify pgrst, 'reload schema';
