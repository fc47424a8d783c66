-- The dashboard's counts by kind for the signed-in user, in one grouped query (PostgREST-style
-- aggregates are disabled on /rest/v1). Security invoker: RLS on content_items still applies, and
-- the owner filter keeps other users' public rows out of the counts.
create function public.my_content_counts()
returns table (kind text, items bigint)
language sql stable security invoker set search_path = '' as $$
  select c.kind, count(*) from public.content_items c where c.owner_id = auth.uid() group by c.kind order by 2 desc, 1
$$;

comment on function public.my_content_counts() is 'Saved items of the current user, counted by kind.';

revoke execute on function public.my_content_counts() from public;
grant execute on function public.my_content_counts() to authenticated, service_role;
