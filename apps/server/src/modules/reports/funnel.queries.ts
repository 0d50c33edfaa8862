import { sql } from 'drizzle-orm';
import type { followUpSources } from './follow-up-sources.queries.ts';
import type { ReportScope } from './reports.policy.ts';

type Sources = Awaited<ReturnType<typeof followUpSources>>;

/**
 * The two statements of the programme funnel (docs/decisions/060 defines every stage), within
 * the scope: the meetings with what their ratings and follow-up say, grouped for the total and
 * the rate per event, corporate and incubator; and the companies, pairs and grants beside it.
 */
export function funnelStatements(scope: ReportScope, src: Sources) {
  const pair = (startup: string, corporate: string) =>
    scope.pair(sql.raw(startup), sql.raw(corporate));
  // 1. Meetings: one pass, each meeting with its follow-up summary (one row per meeting, kept
  //    by the follow-up room's triggers: docs/decisions/095); the grand total and the rate per
  //    event, corporate and incubator come out of one grouping-sets aggregate.
  const meetingsStatement = sql`
    with ev as (select e.id, e.name from events e where ${scope.events}),
    per as (
      select t.event_id, t.startup_id, t.corporate_id, s.incubator, t.status,
        t.shown_starts_at is not null or t.status in ('HELD', 'NO_SHOW') as scheduled,
        t.status = 'HELD' as held,
        u.startup_score is not null or u.corporate_score is not null as rated,
        u.startup_score is not null and u.corporate_score is not null as rated_both,
        coalesce(u.wants, false) as wants,
        coalesce(u.answered, false) as answered,
        coalesce(u.onward, false) as onward,
        coalesce(u.collaboration, false) as collaboration,
        u.startup_score, u.corporate_score
      from meetings t
      join ev on ev.id = t.event_id
      join companies s on s.id = t.startup_id
      left join meeting_follow_up_summaries u on u.meeting_id = t.id
      where ${pair('t.startup_id', 't.corporate_id')}
    ),
    fu as (
      select per.*, held and (case when answered then onward else wants end) as follow_up from per
    )
    , agg as (
    select grouping(event_id)::int as g_event, grouping(corporate_id)::int as g_corporate,
      grouping(incubator)::int as g_incubator, event_id, corporate_id, incubator,
      count(*) filter (where scheduled)::int as scheduled,
      count(*) filter (where held)::int as held,
      count(*) filter (where held and rated)::int as rated,
      count(*) filter (where held and rated_both)::int as rated_both,
      count(*) filter (where held and wants)::int as wants_follow_up,
      count(*) filter (where held and onward)::int as follow_up_reported,
      count(*) filter (where held and collaboration)::int as collaboration,
      count(*) filter (where follow_up)::int as follow_up,
      count(*) filter (where status = 'NO_SHOW')::int as no_shows,
      avg(startup_score)::float8 as startup_rating, count(startup_score)::int as startup_ratings,
      avg(corporate_score)::float8 as corporate_rating,
      count(corporate_score)::int as corporate_ratings
    from fu
    group by grouping sets ((), (event_id), (corporate_id), (incubator))
    )
    -- Names for the few groups only, after counting.
    select agg.*, e.name as event_name, c.name as corporate_name
    from agg
    left join events e on e.id = agg.event_id
    left join companies c on c.id = agg.corporate_id`;
  // 2. Companies, pairs, grants and the number of different raters, beside it.
  const othersStatement = sql`
    with ev as (select e.id from events e where ${scope.events}),
    att as (
      select count(*)::int as invited,
        count(*) filter (where a.state in ('REGISTERED', 'APPROVED'))::int as registered
      from event_attendances a
      where a.event_id in (select id from ev) and ${scope.company(sql`a.company_id`)}
    ),
    nd as (
      select count(*)::int as needs from needs n
      where n.event_id in (select id from ev) and n.state <> 'DRAFT'
        and ${scope.company(sql`n.corporate_id`)}
    ),
    mx as (
      select count(*) filter (where m.state <> 'PROPOSED')::int as suggested,
        count(*) filter (where m.state in ('SELECTED', 'CONFIRMED', 'REFUSED') and m.choice in ('MUST_MEET', 'MEET'))::int as selected,
        count(*) filter (where m.state = 'CONFIRMED')::int as confirmed
      from matches m
      where m.event_id in (select id from ev) and ${pair('m.startup_id', 'm.corporate_id')}
    ),
    gr as (
      select count(*) filter (where g.status <> 'DRAFT')::int as grant_applied,
        count(*) filter (where g.status in ('SIGNED', 'CLOSED'))::int as grant_signed
      from ${src.grant_applications} g
      left join meetings t on t.id = g.meeting_id
      where (t.id is not null and t.event_id in (select id from ev) and ${pair('t.startup_id', 't.corporate_id')})
        or (g.meeting_id is null and exists (
          select 1 from meetings h
          where h.startup_id = g.startup_id and h.corporate_id = g.corporate_id and h.status = 'HELD'
            and h.event_id in (select id from ev) and ${pair('h.startup_id', 'h.corporate_id')}))
    ),
    -- Different raters per side: a distinct count, kept out of the grouping sets above (a
    -- distinct aggregate would make every grouping set sort instead of hash).
    rt as (
      select count(distinct t.startup_id) filter (where u.startup_score is not null)::int as startup_raters,
        count(distinct t.corporate_id) filter (where u.corporate_score is not null)::int as corporate_raters
      from meetings t
      join meeting_follow_up_summaries u on u.meeting_id = t.id
      where t.event_id in (select id from ev) and ${pair('t.startup_id', 't.corporate_id')}
    )
    select * from att, nd, mx, gr, rt`;
  return { meetingsStatement, othersStatement };
}
