-- Deleting two maps in one statement where one links to the other (undo of an import, emptying
-- the trash, deleting an account) failed with "You can only change your own maps": the foreign key
-- sets the surviving link to null on a feature whose own map is already gone in that statement, and
-- map_rows_check_map() found no map for it. An update whose map is gone is now let through: the
-- foreign keys keep a map's rows from outliving it, so only a cascade can make one.
create or replace function public.map_rows_check_map() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  doc record;
begin
  select d.owner_id, d.tool, d.data into doc from public.story_documents d where d.id = new.document_id;
  -- An update of a row whose map is gone is the foreign keys' own work while that map is deleted
  -- (a link to another map deleted in the same statement is set null): nothing to check.
  if not found and tg_op = 'UPDATE' then
    return new;
  end if;
  if not found or doc.owner_id is distinct from new.owner_id then
    raise exception 'You can only change your own maps' using errcode = '42501', detail = 'map_not_yours';
  end if;
  if doc.tool <> 'map' then
    raise exception 'Layers, pins, regions and paths go on maps only' using errcode = '23514', detail = 'map_not_a_map';
  end if;
  -- The limits of the table's checks, said in words (the constraints stay as the backstop).
  if tg_table_name = 'map_layers' then
    if char_length(btrim(new.name)) = 0 or char_length(new.name) > 80 then
      raise exception 'A layer''s name is 1 to 80 characters; this one has %', char_length(new.name)
        using errcode = '23514', detail = 'map_text_length';
    end if;
  else
    if char_length(new.label) > 120 then
      raise exception 'A label is at most 120 characters; this one has %', char_length(new.label) using errcode = '23514', detail = 'map_text_length';
    elsif char_length(new.note) > 4000 then
      raise exception 'A note is at most 4,000 characters; this one has %', char_length(new.note) using errcode = '23514', detail = 'map_text_length';
    elsif char_length(new.group_name) > 80 then
      raise exception 'A group''s name is at most 80 characters; this one has %', char_length(new.group_name)
        using errcode = '23514', detail = 'map_text_length';
    elsif new.color is not null and new.color !~ '^#[0-9A-Fa-f]{6}$' then
      raise exception 'A colour is written #rrggbb, e.g. #8a5a2b' using errcode = '23514', detail = 'map_color_invalid';
    elsif new.icon !~ '^[a-z0-9-]{0,40}$' then
      raise exception 'An icon is named with up to 40 lower-case letters, digits and dashes' using errcode = '23514', detail = 'map_icon_invalid';
    end if;
  end if;
  if tg_table_name = 'map_features' then
    if tg_op = 'INSERT' or new.geometry is distinct from old.geometry or new.kind is distinct from old.kind then
      perform public.map_check_geometry(new.kind, new.geometry, (doc.data ->> 'width')::numeric, (doc.data ->> 'height')::numeric);
    end if;
    -- A link is to something the map's owner may read: their own, or published and not trashed.
    if new.link_item_id is not null and (tg_op = 'INSERT' or new.link_item_id is distinct from old.link_item_id)
       and not exists (
         select 1 from public.content_items i
         where i.id = new.link_item_id and (i.owner_id = new.owner_id or (i.visibility = 'public' and i.deleted_at is null))
       ) then
      raise exception 'A pin can only link to an item you can read' using errcode = '42501', detail = 'map_link_unreadable',
        hint = 'Link one of your own items, or a published one.';
    end if;
    if new.link_document_id is not null and (tg_op = 'INSERT' or new.link_document_id is distinct from old.link_document_id) then
      if new.link_document_id = new.document_id then
        raise exception 'A pin cannot open the map it is on' using errcode = '23514', detail = 'map_link_self';
      end if;
      if not exists (
        select 1 from public.story_documents d
        where d.id = new.link_document_id and (d.owner_id = new.owner_id or (d.visibility = 'public' and d.deleted_at is null))
      ) then
        raise exception 'A pin can only open a map or story you can read' using errcode = '42501', detail = 'map_link_unreadable',
          hint = 'Link one of your own documents, or a published one.';
      end if;
    end if;
  end if;
  return new;
end
$$;

notify pgrst, 'reload schema';
