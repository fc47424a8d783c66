-- The Universe Roadmap (docs/roadmap.md): per universe, milestones grouped in phases, each with a
-- status, a due date, a checklist, notes and optionally a measurable goal ("3 factions") that is
-- counted live against the owner's library. Roadmaps are private: every row is the owner's alone.
--
-- `roadmaps` holds one row per universe that has a roadmap; its primary key is what makes the
-- starter template idempotent (start_roadmap inserts it "on conflict do nothing" and only the
-- call that inserted it writes the template, so two tabs never create it twice). Phases and
-- milestones carry (universe_id, owner_id) in composite foreign keys, so a milestone can only sit
-- in a phase of the same roadmap of the same owner, whatever a client sends.

create table public.roadmaps (
  universe_id uuid primary key references public.universes (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (universe_id, owner_id)
);

comment on table public.roadmaps is 'Marks that a universe has a roadmap (its starter template was created); owner only.';

-- Only for one of the owner's own universes (the foreign key alone bypasses RLS).
create function public.roadmaps_check_universe() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from public.universes u where u.id = new.universe_id and u.owner_id = new.owner_id) then
    raise exception 'You can only plan your own universes'
      using errcode = '42501', hint = 'Choose one of your universes.';
  end if;
  return new;
end
$$;
revoke all on function public.roadmaps_check_universe() from public;

create trigger roadmaps_check_universe before insert or update on public.roadmaps
  for each row execute function public.roadmaps_check_universe();

create table public.roadmap_phases (
  id uuid primary key default gen_random_uuid(),
  universe_id uuid not null,
  owner_id uuid not null default auth.uid(),
  title text not null constraint roadmap_phases_title_length check (char_length(btrim(title)) between 1 and 80 and char_length(title) <= 80),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  foreign key (universe_id, owner_id) references public.roadmaps (universe_id, owner_id) on delete cascade,
  unique (id, universe_id, owner_id)
);

comment on table public.roadmap_phases is 'A phase of a universe roadmap (Foundations, Peoples, …); owner only.';

create index roadmap_phases_universe on public.roadmap_phases (universe_id, position);

create table public.roadmap_milestones (
  id uuid primary key default gen_random_uuid(),
  universe_id uuid not null,
  owner_id uuid not null default auth.uid(),
  phase_id uuid not null,
  title text not null constraint roadmap_milestones_title_length check (char_length(btrim(title)) between 1 and 200 and char_length(title) <= 200),
  status text not null default 'todo' constraint roadmap_milestones_status_known check (status in ('todo', 'doing', 'done')),
  due_on date,
  notes text not null default '' constraint roadmap_milestones_notes_length check (char_length(notes) <= 20000),
  checklist jsonb not null default '[]'::jsonb constraint roadmap_milestones_checklist_shape check (
    jsonb_typeof(checklist) = 'array' and jsonb_array_length(checklist) <= 50 and octet_length(checklist::text) <= 20000
  ),
  goal_kind text constraint roadmap_milestones_goal_kind_format check (goal_kind ~ '^[a-z][a-z-]{1,40}$'),
  goal_count integer constraint roadmap_milestones_goal_count_range check (goal_count between 1 and 1000),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint roadmap_milestones_goal_complete check ((goal_kind is null) = (goal_count is null)),
  foreign key (phase_id, universe_id, owner_id) references public.roadmap_phases (id, universe_id, owner_id) on delete cascade
);

comment on table public.roadmap_milestones is 'A milestone of a universe roadmap: status, due date, checklist, notes and an optional goal (kind, count); owner only.';
comment on column public.roadmap_milestones.checklist is 'A JSON array of {"text", "done"} (at most 50).';

create index roadmap_milestones_universe on public.roadmap_milestones (universe_id, phase_id, position);

create trigger roadmap_milestones_touch before update on public.roadmap_milestones
  for each row execute function public.touch_updated_at();

alter table public.roadmaps enable row level security;
alter table public.roadmap_phases enable row level security;
alter table public.roadmap_milestones enable row level security;

create policy roadmaps_owner on public.roadmaps for all to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy roadmap_phases_owner on public.roadmap_phases for all to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy roadmap_milestones_owner on public.roadmap_milestones for all to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());

grant select, delete on public.roadmaps, public.roadmap_phases, public.roadmap_milestones to authenticated;
grant insert (universe_id, owner_id) on public.roadmaps to authenticated;
grant insert (id, universe_id, owner_id, title, position), update (title, position)
  on public.roadmap_phases to authenticated;
grant insert (id, universe_id, owner_id, phase_id, title, status, due_on, notes, checklist, goal_kind, goal_count, position),
  update (phase_id, title, status, due_on, notes, checklist, goal_kind, goal_count, position)
  on public.roadmap_milestones to authenticated;
grant all on public.roadmaps, public.roadmap_phases, public.roadmap_milestones to service_role;

-- The first visit of a universe's roadmap: creates the starter template unless the roadmap exists.
-- Security invoker, so RLS, grants and the universe check apply. True when it created the template.
create function public.start_roadmap(universe uuid)
returns boolean
language plpgsql volatile security invoker set search_path = '' as $$
begin
  insert into public.roadmaps (universe_id) values (universe) on conflict (universe_id) do nothing;
  if not found then
    return false;
  end if;
  with phases as (
    insert into public.roadmap_phases (universe_id, title, position)
    select universe, t.title, t.pos
    from (values ('Foundations', 0), ('Peoples', 1), ('Places', 2), ('Powers', 3), ('History', 4), ('Stories', 5)) as t (title, pos)
    returning id, position
  )
  insert into public.roadmap_milestones (universe_id, phase_id, title, goal_kind, goal_count, checklist, position)
  select universe, p.id, m.title, m.kind, m.n, m.checklist::jsonb, m.pos
  from phases p
  join (values
    (0, 'Settle the genre and tone', null, null, '[{"text":"Pick a genre","done":false},{"text":"Write a one-line pitch","done":false},{"text":"Choose three themes","done":false}]', 0),
    (0, 'Create a calendar', 'calendar', 1, '[]', 1),
    (0, 'Write 2 pieces of lore', 'lore', 2, '[]', 2),
    (1, 'Create 2 races', 'race', 2, '[]', 0),
    (1, 'Create 5 characters', 'character', 5, '[]', 1),
    (2, 'Create 5 locations', 'location', 5, '[]', 0),
    (2, 'Sketch the map', null, null, '[{"text":"Draw the coastlines","done":false},{"text":"Place the capital","done":false},{"text":"Mark the trade routes","done":false}]', 1),
    (3, 'Create a magic system', 'magic-system', 1, '[]', 0),
    (3, 'Create 3 factions', 'faction', 3, '[]', 1),
    (3, 'Create a religion', 'religion', 1, '[]', 2),
    (4, 'Create 3 events', 'event', 3, '[]', 0),
    (4, 'Write a prophecy', 'prophecy', 1, '[]', 1),
    (5, 'Outline your first story', null, null, '[{"text":"Choose a hero","done":false},{"text":"Pick the central conflict","done":false},{"text":"Write the opening scene","done":false}]', 0)
  ) as m (phase, title, kind, n, checklist, pos) on m.phase = p.position;
  return true;
end
$$;

comment on function public.start_roadmap(uuid) is 'Creates the starter roadmap of one of the caller''s universes, once; true when it did.';

revoke execute on function public.start_roadmap(uuid) from public;
grant execute on function public.start_roadmap(uuid) to authenticated, service_role;

-- Live progress of the measurable milestones of one universe: how many of the caller's untrashed
-- items of the goal's kind that universe holds (REST refuses aggregates, hence a function).
create function public.roadmap_progress(universe uuid)
returns table (milestone_id uuid, have bigint)
language sql stable security invoker set search_path = '' as $$
  select m.id, (
    select count(*) from public.content_items c
    where c.owner_id = auth.uid() and c.universe_id = m.universe_id and c.kind = m.goal_kind and c.deleted_at is null
  )
  from public.roadmap_milestones m
  where m.universe_id = universe and m.owner_id = auth.uid() and m.goal_kind is not null
  order by m.id
$$;

comment on function public.roadmap_progress(uuid) is 'For each measurable milestone of one of the caller''s roadmaps: the matching items in that universe.';

revoke execute on function public.roadmap_progress(uuid) from public;
grant execute on function public.roadmap_progress(uuid) to authenticated, service_role;

notify pgrst, 'reload schema';
