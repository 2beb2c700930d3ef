import { PRACTICE } from "./practice";

/**
 * The posts' bodies: trusted HTML written by us (h2, h3, p, lists, strong, em, blockquote), keyed
 * by slug. Rendered on the server only (the post body is a fragment).
 */
const IN_HOUSE_VS_EXTERNAL_COUNSEL_HTML = `
<p>Most growing businesses reach a point where legal questions stop being occasional. Contracts become more complex, staff numbers rise, regulators take more interest, and decisions that once felt routine begin to carry real risk. At that point, many owners and boards ask the same question: should we bring a lawyer in-house, keep relying on an external law firm, or is there another way?</p>
<p>There is no single right answer. Each model has genuine strengths and genuine limits, and the right choice depends on the volume and type of legal work you have, your budget, and how closely you want legal thinking to sit alongside commercial decisions. This article walks through the three main options, including the outsourced general counsel model, and offers some practical questions to help you work out which one fits your business.</p>

<h2>Why the choice matters</h2>
<p>Legal support is not only about having someone to review a document when asked. The way you access legal advice shapes when you seek it. If advice feels expensive or hard to reach, people tend to ask late, often after a contract has been signed or a dispute has started. If advice is close at hand and understood as part of the team, it tends to be sought earlier, when problems are usually cheaper and easier to deal with.</p>
<p>The structure you choose therefore affects more than your legal spend. It influences how risk is identified, how quickly deals progress and how confident your managers feel when making decisions with legal consequences.</p>

<h2>Option one: hiring in-house counsel</h2>
<p>An in-house lawyer is an employee of your business. They work only for you, usually sit within your leadership or operations team, and build up a detailed understanding of your people, products, customers and appetite for risk over time.</p>
<h3>The strengths</h3>
<ul>
<li><strong>Deep context.</strong> An in-house lawyer learns how your business actually works, which helps them give advice that is practical rather than theoretical.</li>
<li><strong>Availability.</strong> They are on hand for quick questions, meetings and the informal conversations where many issues first surface.</li>
<li><strong>Alignment.</strong> As part of the team, they share your commercial goals and can help shape decisions before they are made.</li>
</ul>
<h3>The trade-offs</h3>
<p>The most obvious consideration is cost. Depending on seniority and location, an in-house lawyer can cost roughly $150,000 to $250,000 a year once salary and on-costs such as superannuation, leave, practising certificate fees, professional development and equipment are taken into account. That is only a rough estimate, but it gives a sense of the commitment involved.</p>
<p>Breadth is another factor. A single lawyer cannot know every area of law in depth. A business may need help with employment, intellectual property, property, privacy and regulatory questions in the same year, and one person is unlikely to be equally strong across all of them. In practice, many in-house lawyers still need to brief external firms for matters outside their experience, so external legal spend does not disappear.</p>
<p>Finally, there is the question of workload. Legal demand rarely arrives evenly. A small in-house function can be stretched during a transaction and underused in quieter months, with the cost carried either way. There is also key-person risk: if your only lawyer resigns or takes extended leave, much of the accumulated knowledge leaves with them.</p>

<h2>Option two: a traditional external law firm</h2>
<p>Many businesses engage an external law firm as and when legal issues arise. The firm is briefed on a particular matter, does the work and bills for it, often on an hourly basis or under a quoted fee for a defined scope.</p>
<h3>The strengths</h3>
<ul>
<li><strong>Breadth and depth.</strong> A firm can draw on lawyers across many practice areas and levels of seniority.</li>
<li><strong>Capacity.</strong> Larger matters can be resourced by a team rather than by one person.</li>
<li><strong>No fixed overhead.</strong> You pay for work when you need it rather than carrying a salary all year round.</li>
</ul>
<h3>The trade-offs</h3>
<p>The main limitation is context. An external firm engaged matter by matter usually sees only a slice of your business. Each new matter may involve time spent getting the lawyers up to speed, and the advice, while technically sound, may not reflect the wider commercial picture because the firm has not been part of it.</p>
<p>Cost predictability can also be a challenge. Hourly billing makes legal spend hard to forecast, and it can discourage the early, informal questions that often prevent larger problems. When every phone call may appear on an invoice, managers tend to hold off until an issue feels serious enough to justify the expense.</p>

<h2>Option three: outsourced general counsel</h2>
<p>An outsourced general counsel model sits between these two approaches. Rather than employing a lawyer or briefing a firm one matter at a time, the business engages a legal practice to act as its ongoing general counsel. The aim is to combine the breadth of an external firm with the continuity and commercial familiarity of an in-house lawyer.</p>
<p>How this works varies between providers, but the model generally rests on three ideas.</p>
<h3>Embedded continuity</h3>
<p>The same lawyers work with your business over time. They get to know your people, your contracts, your industry and your priorities, and they stay in regular contact rather than waiting to be called. Because they already understand the background, they can respond more quickly and give advice that fits how your business actually operates.</p>
<h3>Flexible engagement</h3>
<p>Legal needs change from month to month. An outsourced arrangement can scale up during a capital raise, acquisition or restructure and scale back during quieter periods, without the business having to recruit or carry spare capacity. Where a matter calls for experience in a particular area of law, work can be shared with other lawyers in the practice rather than resting on a single person.</p>
<h3>Predictable planning</h3>
<p>Instead of open-ended hourly billing, the business and the practice agree an annual budget and a set of legal goals at the outset. Work is then delivered within that framework, and the budget is reviewed as circumstances change. This makes legal costs easier to forecast and, just as importantly, removes some of the hesitation about asking questions early.</p>
<h3>Points to consider</h3>
<p>Outsourced general counsel is not the right fit for every organisation. A business with a very high, steady volume of legal work may find that a full in-house team makes more sense. A business with only occasional, one-off legal needs may be well served by briefing a firm when those needs arise. It is also worth checking what an arrangement covers: which work falls within the agreed budget, how other matters are priced, and who you will deal with day to day.</p>

<h2>Comparing the options at a glance</h2>
<ul>
<li><strong>In-house counsel</strong> offers the closest integration and daily availability, but comes with a significant fixed cost, limited breadth and key-person risk.</li>
<li><strong>A traditional external firm</strong> offers breadth and capacity without ongoing overhead, but often with less context, less continuity and less predictable costs.</li>
<li><strong>Outsourced general counsel</strong> aims to provide ongoing, embedded support across a range of practice areas within an agreed annual budget, but depends on a clear scope and a good working relationship to deliver value.</li>
</ul>

<h2>Questions to ask your business</h2>
<p>Before deciding, it can help to work through a few practical questions with your leadership team.</p>
<ol>
<li><strong>How much legal work do we really have?</strong> Look back over the past year or two. Was legal demand steady, or concentrated around particular events?</li>
<li><strong>What kinds of work come up most often?</strong> Contracts, employment, intellectual property, property, regulatory compliance and disputes each call for different experience.</li>
<li><strong>When do we usually seek advice?</strong> If the honest answer is "after something has gone wrong", the way you access legal support may be part of the problem.</li>
<li><strong>How important is cost certainty?</strong> Consider whether your finance team would value a predictable annual legal budget over variable invoices.</li>
<li><strong>How much context does good advice require in our industry?</strong> Regulated or fast-moving sectors often benefit from lawyers who already understand the landscape.</li>
<li><strong>What happens if our key legal contact is unavailable?</strong> Think about continuity during leave, staff turnover or periods of high demand.</li>
<li><strong>Where are we heading?</strong> Growth plans, new markets, investment or acquisitions can change your legal needs considerably over the next few years.</li>
</ol>
<p>The answers will not make the decision for you, but they will show which trade-offs matter most.</p>

<h2>Making the change</h2>
<p>If you decide to move to a different model, a structured transition helps. Gather your key contracts, policies and open matters in one place, and agree priorities for the first few months. Whatever model you choose, ask for a clear written engagement that sets out the scope of work, how fees are calculated and who will be responsible for your matters. In Queensland, law practices are generally required to give clients written disclosure about legal costs, so you should expect this information before work begins.</p>

<blockquote><p>The right legal structure is the one that gets sound advice to the right people early enough to make a difference.</p></blockquote>

<h2>Conclusion</h2>
<p>In-house counsel, external law firms and outsourced general counsel each have a place. In-house lawyers bring deep integration at a significant fixed cost. External firms bring breadth and capacity, often with less continuity. Outsourced general counsel aims to combine the strengths of both, offering embedded, ongoing support within an agreed annual budget. The right choice depends on your business, its stage of growth and how closely you want legal thinking to sit alongside your commercial decisions.</p>
<p>If you are weighing up these options, the ${PRACTICE.tradingName} team would be glad to talk through how an outsourced general counsel arrangement might work for your business.</p>
<p><em>This article is general information only and is not legal advice. It does not take into account your particular circumstances, and you should obtain advice about your own situation before acting on any of the matters discussed.</em></p>
`.trim();

export const BLOG_POST_BODIES: Readonly<Record<string, string>> = {
  "in-house-vs-external-counsel": IN_HOUSE_VS_EXTERNAL_COUNSEL_HTML,
};
