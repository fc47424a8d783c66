-- Helpers of the forum's triggers, not calls for the API (docs/security.md "Bounded requests and
-- statement timeouts"): every caller is a security definer function (the post triggers,
-- forum_create_thread), so nobody else needs them. Exposed, forum_post_search let anyone make the
-- database index a whole request body (about two seconds for 1 MiB on the embedded database).
revoke execute on function public.forum_post_search(text, text), public.forum_check_body(text) from public, anon, authenticated;

notify pgrst, 'reload schema';
