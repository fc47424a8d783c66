-- Tasks follow a signed-in user to every device. The browser still keeps the list in localStorage
-- under `todos` (the spec); for a signed-in user the web app also keeps it here, one row per task,
-- and merges the two (apps/web/src/features/tasks/todo-sync.ts). Owner-only in every direction:
-- nobody else, admins included, reads or writes another person's tasks.

create table public.todos (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The id the browser gave the task (a UUID, or a time-and-random string in old browsers).
  id text not null check (char_length(id) between 1 and 64),
  text text not null check (char_length(text) between 1 and 2000),
  completed boolean not null default false,
  -- The task's place in the list (0 first); ties fall back to id.
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, id)
);

comment on table public.todos is 'A signed-in user''s tasks (the Tasks page and widgets), kept in step with the browser''s localStorage list. Owner-only.';

alter table public.todos enable row level security;

create policy todos_own_read on public.todos for select to authenticated using (user_id = auth.uid());
create policy todos_own_insert on public.todos for insert to authenticated with check (user_id = auth.uid());
create policy todos_own_update on public.todos for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy todos_own_delete on public.todos for delete to authenticated using (user_id = auth.uid());

-- Behind two-step verification like every other table (migration 20261202020000_mfa_required).
create policy mfa_required on public.todos as restrictive for all to authenticated
  using ((select public.aal_ok())) with check ((select public.aal_ok()));

grant select, delete on public.todos to authenticated;
-- An upsert (on_conflict=user_id,id) sets every column it sends, id included.
grant insert (user_id, id, text, completed, position), update (id, text, completed, position) on public.todos to authenticated;
grant all on public.todos to service_role;

create function public.todos_touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.todos_touch_updated_at() from public;

create trigger todos_touch_updated_at before update on public.todos
  for each row execute function public.todos_touch_updated_at();

notify pgrst, 'reload schema';
