-- "New world" (docs/generator-extras.md): one call saves a whole generated starter world — a new
-- universe, its items and the links between them — in a single transaction: all of it, or (on
-- any error, such as a plan limit) nothing. Security invoker: RLS, the column grants and the
-- plan-limit triggers of universes, content_items and content_links apply exactly as for the
-- user's own requests, and every row is the caller's (owner_id defaults to auth.uid()).
--
-- payload: {"universe": {"name", "description"?, "genre"?},
--           "items": [{"ref", "kind", "name", "summary"?, "data"?, "tags"?, "seed"?, "generator_version"?}],
--           "links": [{"from": ref, "to": ref, "type"}]}
-- An item's data may name earlier items by their ref (as a link's "id"); those become the saved
-- items' ids, so links inside the results open the saved items.
create function public.create_world(payload jsonb)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  u jsonb := payload -> 'universe';
  items jsonb := coalesce(payload -> 'items', '[]');
  links jsonb := coalesce(payload -> 'links', '[]');
  uid uuid;
  ids jsonb := '{}';
  link_ids uuid[] := '{}';
  it jsonb;
  l jsonb;
  body text;
  k text;
  nid uuid;
begin
  if me is null then
    raise exception 'Sign in to create a world' using errcode = '42501';
  end if;
  if jsonb_typeof(payload) is distinct from 'object' or jsonb_typeof(u) is distinct from 'object'
     or jsonb_typeof(items) <> 'array' or jsonb_typeof(links) <> 'array' then
    raise exception 'A world needs a universe, items and links' using errcode = '22023';
  end if;
  if jsonb_array_length(items) not between 1 and 60 then
    raise exception 'A world has from 1 to 60 items; this one has %', jsonb_array_length(items) using errcode = '22023';
  end if;
  if jsonb_array_length(links) > 400 then
    raise exception 'A world has at most 400 links; this one has %', jsonb_array_length(links) using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(items) e(v) where coalesce(e.v ->> 'ref', '') !~ '^[a-z][a-z-]{0,30}-[0-9]{1,3}$') then
    raise exception 'Each item of a world needs a ref such as "race-1"' using errcode = '22023';
  end if;
  if (select count(distinct e.v ->> 'ref') from jsonb_array_elements(items) e(v)) <> jsonb_array_length(items) then
    raise exception 'The refs of a world''s items must differ' using errcode = '22023';
  end if;

  insert into public.universes (name, description, genre)
    values (u ->> 'name', coalesce(u ->> 'description', ''), coalesce(u ->> 'genre', ''))
    returning id into uid;

  -- In order: an item names only earlier ones, whose ids are known by then.
  for it in select e.v from jsonb_array_elements(items) with ordinality e(v, ord) order by e.ord loop
    body := coalesce(it -> 'data', '{}')::text;
    for k in select jsonb_object_keys(ids) loop
      body := replace(body, '"' || k || '"', '"' || (ids ->> k) || '"');
    end loop;
    insert into public.content_items (kind, name, summary, data, tags, seed, generator_version, universe_id)
      values (it ->> 'kind', it ->> 'name', coalesce(it ->> 'summary', ''), body::jsonb,
        coalesce((select array_agg(t) from jsonb_array_elements_text(coalesce(it -> 'tags', '[]')) t), '{}'),
        it ->> 'seed', (it ->> 'generator_version')::integer, uid)
      returning id into nid;
    ids := ids || jsonb_build_object(it ->> 'ref', nid);
  end loop;

  for l in select value from jsonb_array_elements(links) loop
    if not (ids ? (l ->> 'from') and ids ? (l ->> 'to')) then
      raise exception 'A link of this world names an item it does not have (% → %)', l ->> 'from', l ->> 'to' using errcode = '22023';
    end if;
    insert into public.content_links (from_id, to_id, type)
      values ((ids ->> (l ->> 'from'))::uuid, (ids ->> (l ->> 'to'))::uuid, l ->> 'type')
      on conflict (from_id, to_id, type) do nothing
      returning id into nid;
    if nid is not null then link_ids := link_ids || nid; end if;
    nid := null;
  end loop;

  return jsonb_build_object('universe', uid, 'items', ids, 'links', to_jsonb(link_ids));
end
$$;

comment on function public.create_world(jsonb) is 'Saves a generated starter world (a universe, its items and their links) in one transaction; returns the new ids.';

revoke execute on function public.create_world(jsonb) from public;
grant execute on function public.create_world(jsonb) to authenticated, service_role;
