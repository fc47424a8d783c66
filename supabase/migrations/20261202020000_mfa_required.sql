-- Two-step verification is enforced by the database (docs/mfa.md, docs/security.md): a user with a
-- verified factor reads and writes nothing through RLS until their session is aal2. Supabase's
-- recommended form (its "Enforce for users with MFA enrolled"): one RESTRICTIVE policy per table,
-- ANDed with the table's own policies. `(select public.aal_ok())` is an InitPlan, evaluated once
-- per statement, never per row; for an aal2 token it reads no table at all.

-- True when the caller may use their account: their token is aal2, or they have no verified
-- factor (anon and the service role have none). Security definer: auth.mfa_factors is not the
-- API roles' to read.
create function public.aal_ok() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or auth.uid() is null
      or not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
$$;
revoke all on function public.aal_ok() from public;
grant execute on function public.aal_ok() to anon, authenticated, service_role;

-- For what RLS does not see (security definer functions): raises insufficient_privilege unless
-- aal_ok(). The REST layer runs it before every RPC of a token that is not aal2.
create function public.require_aal() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.aal_ok() then
    raise exception 'AAL2 session is required'
      using errcode = '42501',
            detail = 'insufficient_aal',
            hint = 'This account uses two-step verification: verify a code from the authenticator app first.';
  end if;
end
$$;
revoke all on function public.require_aal() from public;
grant execute on function public.require_aal() to anon, authenticated, service_role;

-- Every table of public with RLS, and storage.objects. A new table joins this list in its own
-- migration (apps/server/test/security/mfa-enforced.test.ts fails until it does).
do $$
declare
  t text;
begin
  foreach t in array array[
    'public.admin_audit', 'public.billing_events', 'public.content_import_parts', 'public.content_item_notes',
    'public.content_item_versions', 'public.content_items', 'public.content_likes', 'public.content_links',
    'public.content_reports', 'public.content_upgrade_items', 'public.content_upgrade_runs',
    'public.feedback_comments', 'public.feedback_posts', 'public.feedback_status_changes', 'public.feedback_votes',
    'public.forum_bans', 'public.forum_categories', 'public.forum_notifications', 'public.forum_post_likes',
    'public.forum_post_revisions', 'public.forum_posts', 'public.forum_reports', 'public.forum_threads',
    'public.moderation_notices', 'public.plans', 'public.profiles', 'public.roadmap_milestones',
    'public.roadmap_phases', 'public.roadmaps', 'public.story_comments', 'public.story_document_notes',
    'public.story_documents', 'public.story_links', 'public.story_positions', 'public.story_progress',
    'public.story_relations', 'public.story_sections', 'public.subscriptions', 'public.universes',
    'storage.objects'
  ] loop
    execute format(
      'create policy mfa_required on %s as restrictive for all to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()))',
      t
    );
  end loop;
end
$$;

notify pgrst, 'reload schema';
