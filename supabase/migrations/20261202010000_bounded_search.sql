-- Bounded text search (docs/security.md "Bounded requests and statement timeouts"). A search
-- whose query is built from what the caller sends costs in proportion to its terms for every post
-- it is matched and ranked against: thousands of OR-ed words made one anonymous call run for many
-- minutes. Each search function now refuses (forum_search) or trims (feedback_similar, asked while
-- typing) a query longer than a search box holds, before any row is read.

-- The forum's search: at most 200 characters and 32 words, else a clear 400 (22023, with the
-- reason in detail) before the posts are touched.
create or replace function public.forum_search(q text, category text default null, lim integer default 20, off integer default 0)
returns table (post_id uuid, thread_id uuid, thread_title text, category_id text, number integer, author_id uuid,
               created_at timestamptz, snippet text, rank real)
language plpgsql stable set search_path = '' as $$
declare
  tsq tsquery;
begin
  if char_length(coalesce(q, '')) > 200 then
    raise exception 'A search can be at most 200 characters.' using errcode = '22023', detail = 'forum_search_too_long';
  end if;
  tsq := websearch_to_tsquery('english'::regconfig, coalesce(q, ''));
  -- numnode counts words and operators: 32 words are joined by 31 operators.
  if numnode(tsq) > 64 then
    raise exception 'A search can have at most 32 words.' using errcode = '22023', detail = 'forum_search_too_many_words';
  end if;
  return query
    select p.id, t.id, t.title, t.category_id, p.number, p.author_id, p.created_at,
           ts_headline('english'::regconfig, p.body, tsq, 'MaxWords=30, MinWords=12, StartSel="", StopSel="", MaxFragments=1'),
           ts_rank(p.search, tsq)
    from public.forum_posts p join public.forum_threads t on t.id = p.thread_id
    where p.search @@ tsq and (category is null or t.category_id = category)
    order by ts_rank(p.search, tsq) desc, p.created_at desc, p.id
    limit least(greatest(coalesce(lim, 20), 1), 100) offset least(greatest(coalesce(off, 0), 0), 10000);
end
$$;

-- "Similar posts" while typing a title (at most 120 characters): only the first 200 characters
-- and their first 32 distinct words are looked for, so the answer stays cheap and never an error.
create or replace function public.feedback_similar(q text, lim integer default 5)
returns table (id uuid, title text, type text, status text, vote_count integer, rank real)
language sql stable set search_path = '' as $$
  with words as (
    select string_agg(quote_literal(lexeme), ' | ') as expr
    from (
      select t.lexeme from unnest(to_tsvector('english'::regconfig, left(coalesce(q, ''), 200))) as t(lexeme, positions, weights)
      order by t.lexeme limit 32
    ) w
  ), query as (
    select to_tsquery('english'::regconfig, expr) as tsq from words where expr is not null
  )
  select p.id, p.title, p.type, p.status, p.vote_count, ts_rank(p.search, query.tsq)
  from query, public.feedback_posts p
  where p.search @@ query.tsq and p.merged_into is null
  order by ts_rank(p.search, query.tsq) desc, p.vote_count desc, p.created_at desc
  limit least(greatest(coalesce(lim, 5), 1), 20)
$$;

notify pgrst, 'reload schema';
