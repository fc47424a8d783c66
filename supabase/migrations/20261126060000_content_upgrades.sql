-- Content upgrades (docs/operations.md): when an admin upgrades a kind's saved items to the current
-- generator, each run is recorded with every item's columns as they were, so the run can be
-- undone. Written only by the server's /ops/v1 endpoints (after checking the caller is an admin);
-- through /rest/v1 an admin may read them and nobody may change them.

create table public.content_upgrade_runs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind ~ '^[a-z][a-z-]{1,40}$'),
  to_version integer not null check (to_version > 0),
  item_count integer not null default 0 check (item_count >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  undone_at timestamptz,
  undone_by uuid references auth.users (id) on delete set null
);

comment on table public.content_upgrade_runs is 'Content upgrades an admin applied (one per Upgrade all); admin-read-only.';

create table public.content_upgrade_items (
  run_id uuid not null references public.content_upgrade_runs (id) on delete cascade,
  item_id uuid not null references public.content_items (id) on delete cascade,
  -- The item's summary, data and generator_version before the upgrade, and its updated_at after it
  -- (Undo leaves an item that was edited since then alone).
  previous jsonb not null constraint content_upgrade_items_previous_object check (jsonb_typeof(previous) = 'object'),
  upgraded_at timestamptz not null,
  primary key (run_id, item_id)
);

comment on table public.content_upgrade_items is 'Each upgraded item as it was before a content upgrade, for Undo; admin-read-only.';

create index content_upgrade_items_item on public.content_upgrade_items (item_id);
create index content_upgrade_runs_created on public.content_upgrade_runs (created_at desc);

alter table public.content_upgrade_runs enable row level security;
alter table public.content_upgrade_items enable row level security;

create policy content_upgrade_runs_admin_read on public.content_upgrade_runs for select to authenticated
  using (public.is_admin());
create policy content_upgrade_items_admin_read on public.content_upgrade_items for select to authenticated
  using (public.is_admin());

revoke all on public.content_upgrade_runs, public.content_upgrade_items from anon, authenticated;
grant select on public.content_upgrade_runs, public.content_upgrade_items to authenticated;
grant all on public.content_upgrade_runs, public.content_upgrade_items to service_role;
