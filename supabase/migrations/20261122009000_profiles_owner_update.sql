-- Issue 3 says a profile is "updatable only by its owner". The first profiles migration also let
-- admins update anyone's profile, which no part of the product uses (the spec's admin panel shows
-- no profile editing) and which would let one compromised admin account deface every profile.
-- Narrow the policy to the owner; moderation, when it comes, goes through the service role or a
-- purpose-built security definer function with its own checks and audit.
drop policy profiles_update_own_or_admin on public.profiles;
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = auth.uid())
  with check (id = auth.uid());

notify pgrst, 'reload schema';
