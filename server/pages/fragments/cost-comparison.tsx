import { ArrowRight } from "lucide-react";
import {
  COST_FIELD_COPY,
  COST_PAGE,
  PAYROLL_TAX_COPY,
  type CostFieldCopy,
} from "../../../shared/content/cost-comparison";
import { comparisonSentences } from "../../../shared/lib/cost-comparison/sentences";
import { contactPrefillHref } from "../../../shared/lib/contact-prefill";
import {
  COST_FIELDS,
  DEFAULT_INPUTS,
  PAYROLL_TAX_OPTIONS,
  type CostErrors,
  type CostField,
  type NumberField,
} from "../../../shared/lib/cost-comparison/inputs";
import type { ParsedCostInputs } from "../../../shared/lib/cost-comparison/parse";
import { estimateCost, type CostEstimate, type CostLineKey } from "../../../shared/lib/cost-comparison/estimate";
import { summariseEstimate } from "../../../shared/lib/cost-comparison/summary";
import { formValuesOf } from "../../../shared/lib/cost-comparison/query";
import { ASSUMPTIONS, type AssumedFigure, type PublishedFigure } from "../../../shared/lib/cost-comparison/rates";
import { COST_COMPARISON_PATH } from "../../../shared/lib/cost-comparison/address";
import { COST_DOM } from "../../../shared/lib/cost-comparison/dom";
import { PageHeader } from "../../../shared/page-shells/page-header";
import { displayDate, figureValue } from "../../../shared/content/cost-comparison";
import type { PlansFile } from "../../plans/plans-schema";
import { PlanComparison } from "./plan-comparison";
import { NEED_DOM } from "../../../shared/lib/cost-comparison/need-dom";
import { ADDRESS_LINE, PRACTICE } from "../../../shared/content/practice";
import { keepHyphenatedWordsWhole } from "../../../shared/lib/typography";

/** Every line the sum can have, in order: the page's script shows or hides the payroll tax line as the visitor switches it. */
const LINE_KEYS: readonly CostLineKey[] = [
  "salary",
  "superannuation",
  "payrollTax",
  "workersComp",
  "practising",
  "equipment",
  "recruitment",
];
const GROUPS = Object.keys(COST_PAGE.groups) as (keyof typeof COST_PAGE.groups)[];

/**
 * /cost-comparison: a GET form (the result has a URL, and works without JavaScript), the sum line by
 * line, and the source or "assumption" of every default. Rendered per request for a query (the
 * answer is the visitor's), once for the plain page.
 */
export function CostComparison({ parsed, plans }: { readonly parsed: ParsedCostInputs; readonly plans?: PlansFile }) {
  const values = parsed.ok ? formValuesOf(parsed.inputs) : (parsed.values as Record<CostField, string>);
  const errors: CostErrors = parsed.ok ? {} : parsed.errors;
  const estimate = parsed.ok ? estimateCost(parsed.inputs) : undefined;
  return (
    <>
      <PageHeader eyebrow={COST_PAGE.eyebrow} title={keepHyphenatedWordsWhole(COST_PAGE.title)}>
        {COST_PAGE.intro.map((paragraph) => (
          <p key={paragraph} className="page-header__intro">
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <div className="container cost">
        {/* The result's sticky box is held inside this row, so it never slides over the sources after it. */}
        <div className="cost__main">
          {/* Without JavaScript the answer lands at the result, not at the top of the page again. */}
          <form
            className="cost__form"
            method="get"
            action={`${COST_COMPARISON_PATH}#${COST_DOM.result}`}
            aria-labelledby="cost-form-heading"
            data-cost-form=""
          >
            <h2 id="cost-form-heading">{COST_PAGE.formHeading}</h2>
            <LiveSummary parsed={parsed} />
            {Object.keys(errors).length > 0 ? <ErrorSummary errors={errors} /> : null}
            {GROUPS.map((group) => (
              <fieldset key={group} className={`cost__group cost__group--${group}`}>
                <legend>{COST_PAGE.groups[group]}</legend>
                {COST_FIELDS.filter((field) =>
                  field === "payrollTax" ? group === "pay" : COST_FIELD_COPY[field].group === group,
                ).map((field) =>
                  field === "payrollTax" ? (
                    <PayrollTaxField key={field} value={values.payrollTax} error={errors.payrollTax} />
                  ) : (
                    <NumberInput
                      key={field}
                      field={field}
                      copy={COST_FIELD_COPY[field]}
                      value={values[field]}
                      error={errors[field]}
                    />
                  ),
                )}
              </fieldset>
            ))}
            <div className="cost__actions">
              <button type="submit" className="button button--primary">
                {COST_PAGE.submit}
              </button>
              <a href={COST_COMPARISON_PATH} className="button button--text">
                {COST_PAGE.reset}
              </a>
            </div>
          </form>
          <Result parsed={parsed} plans={plans} />
        </div>
        <PlanComparison plans={plans} estimate={estimate} inputs={parsed.ok ? parsed.inputs : undefined} />
        <Sources />
        <PrintContact />
      </div>
    </>
  );
}

function ErrorSummary({ errors }: { readonly errors: CostErrors }) {
  return (
    <div className="cost__errors" role="alert" id={COST_DOM.errorSummary}>
      <p>{COST_PAGE.errorSummary}</p>
      <ul>
        {COST_FIELDS.filter((field) => errors[field]).map((field) => (
          <li key={field}>
            <a
              href={`#${COST_DOM.input(field)}`}
            >{`${field === "payrollTax" ? PAYROLL_TAX_COPY.label : COST_FIELD_COPY[field].label}: ${errors[field]}`}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FieldError({ field, error }: { readonly field: CostField; readonly error: string | undefined }) {
  return (
    <p className="field__error" id={COST_DOM.error(field)} hidden={!error}>
      {error}
    </p>
  );
}

function NumberInput({
  field,
  copy,
  value,
  error,
}: {
  readonly field: NumberField;
  readonly copy: CostFieldCopy;
  readonly value: string;
  readonly error: string | undefined;
}) {
  const id = COST_DOM.input(field);
  return (
    <div className="cost__field">
      <label htmlFor={id}>{copy.label}</label>
      <div className="cost__input">
        {copy.unit === "$" ? <span aria-hidden="true">$</span> : null}
        <input
          id={id}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          defaultValue={value}
          required={field !== "outsourcedBudget"}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${COST_DOM.error(field)} ${COST_DOM.hint(field)}`}
        />
        {copy.unit === "$" ? null : <span>{copy.unit}</span>}
      </div>
      <FieldError field={field} error={error} />
      <p className="cost__hint" id={COST_DOM.hint(field)}>
        {copy.figure ? <FigureNote figure={copy.figure} /> : copy.hint}
      </p>
    </div>
  );
}

/** Three choices as radios, not a select: each choice's text wraps at any width rather than being cut off. */
function PayrollTaxField({ value, error }: { readonly value: string; readonly error: string | undefined }) {
  const chosen = (PAYROLL_TAX_OPTIONS as readonly string[]).includes(value) ? value : DEFAULT_INPUTS.payrollTax;
  return (
    <fieldset
      className="cost__field cost__choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={`${COST_DOM.error("payrollTax")} ${COST_DOM.hint("payrollTax")}`}
    >
      <legend>{PAYROLL_TAX_COPY.label}</legend>
      {PAYROLL_TAX_OPTIONS.map((option, index) => (
        <label key={option} className="cost__option">
          {/* The first choice carries the field's id, so the error summary's link lands on the group. */}
          <input
            type="radio"
            id={index === 0 ? COST_DOM.input("payrollTax") : `${COST_DOM.input("payrollTax")}-${option}`}
            name="payrollTax"
            value={option}
            defaultChecked={option === chosen}
          />
          <span>{PAYROLL_TAX_COPY.options[option]}</span>
        </label>
      ))}
      <FieldError field="payrollTax" error={error} />
      <p className="cost__hint" id={COST_DOM.hint("payrollTax")}>
        {PAYROLL_TAX_COPY.hint} <FigureNote figure={PAYROLL_TAX_COPY.figures[0]} />
      </p>
    </fieldset>
  );
}

/**
 * Below the two-column layout the result comes after the whole form: this line keeps the total in
 * view beside the fields, so the visitor sees it follow their typing (the page's script keeps it current).
 */
function LiveSummary({ parsed }: { readonly parsed: ParsedCostInputs }) {
  const estimate = parsed.ok ? estimateCost(parsed.inputs) : undefined;
  return (
    <p className="cost__live">
      <span data-cost-live="total" hidden={!estimate}>
        {`${COST_PAGE.total}: `}
        <strong data-cost-live="amount">{estimate ? formatAmount(estimate.total) : ""}</strong>
      </span>
      <span data-cost-live="invalid" hidden={Boolean(estimate)}>
        {COST_PAGE.fixTheFigures}
      </span>
      <a href={`#${COST_DOM.result}`}>{COST_PAGE.liveSummaryLink}</a>
    </p>
  );
}

/** On paper the page has no button to press: the practice's own details, from its identity, instead. */
function PrintContact() {
  const ways = [PRACTICE.enquiriesEmail, PRACTICE.phone, ADDRESS_LINE].filter(Boolean).join(" · ");
  return <p className="cost__print-contact">{`${COST_PAGE.printContact} ${PRACTICE.tradingName}, ${ways}.`}</p>;
}

/** "Published figure: ATO …, applies from 1 July 2025" with its link, or "Our assumption: …". */
function FigureNote({ figure }: { readonly figure: PublishedFigure | AssumedFigure }) {
  if (figure.kind === "published") {
    return (
      <>
        {`${COST_PAGE.published}: `}
        <a href={figure.source.url}>{figure.source.title}</a>
        {`, ${COST_PAGE.appliesFrom(figure.appliesFrom)}.`}
      </>
    );
  }
  return <>{`${COST_PAGE.assumption}: ${figure.note}`}</>;
}

/** The sum, the days and the comparison; with bad figures, a note instead of numbers. The page's script rewrites it as the visitor types. */
function Result({ parsed, plans }: { readonly parsed: ParsedCostInputs; readonly plans?: PlansFile }) {
  const estimate = parsed.ok ? estimateCost(parsed.inputs) : undefined;
  const amountOf = (key: CostLineKey) => estimate?.lines.find((line) => line.key === key);
  return (
    <section className="cost__result" aria-labelledby="cost-result-heading" id={COST_DOM.result}>
      <h2 id="cost-result-heading">{COST_PAGE.resultHeading}</h2>
      <div aria-live="polite" aria-atomic="false">
        <p className="cost__invalid" data-cost="invalid" hidden={Boolean(estimate)}>
          {COST_PAGE.fixTheFigures}
        </p>
        <div data-cost="figures" hidden={!estimate}>
          <table className="cost__sum">
            <caption className="visually-hidden">{COST_PAGE.sumCaption}</caption>
            <tbody>
              {LINE_KEYS.map((key) => {
                const line = amountOf(key);
                return (
                  <tr key={key} data-line={key} hidden={!line}>
                    <th scope="row">{line?.label ?? ""}</th>
                    <td>{line ? formatAmount(line.amount) : ""}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{COST_PAGE.total}</th>
                <td data-cost="total">{estimate ? formatAmount(estimate.total) : ""}</td>
              </tr>
            </tfoot>
          </table>
          <Days estimate={estimate} />
          <div className="cost__comparison" data-cost="comparison">
            {(estimate ? comparisonSentences(estimate) : []).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          {plans && plans.plans.length > 0 ? (
            <p className="cost__see-compare">
              <a href={`#${NEED_DOM.section}`}>{COST_PAGE.seeComparison}</a>
            </p>
          ) : null}
        </div>
      </div>
      <p className="cost__discuss">
        <a
          className="button button--primary"
          data-reload=""
          data-cost="discuss"
          href={contactPrefillHref(
            estimate && parsed.ok ? { message: summariseEstimate(parsed.inputs, estimate) } : {},
          )}
        >
          {COST_PAGE.discuss}
          <ArrowRight aria-hidden="true" size={16} />
        </a>
        <span className="cost__discuss-note">{COST_PAGE.discussNote}</span>
      </p>
      <p className="cost__note">{COST_PAGE.estimateNote}</p>
    </section>
  );
}

/** The role's working and available days, and the cost of each available day (its hours are in the comparison like for like). */
function Days({ estimate }: { readonly estimate: CostEstimate | undefined }) {
  return (
    <dl className="cost__days">
      <div>
        <dt>{COST_PAGE.workingDays}</dt>
        <dd data-cost="workingDays">{estimate?.workingDays ?? ""}</dd>
      </div>
      <div>
        <dt>{COST_PAGE.availableDays}</dt>
        <dd data-cost="availableDays">{estimate?.availableDays ?? ""}</dd>
      </div>
      <div>
        <dt>{COST_PAGE.perDay}</dt>
        <dd data-cost="perDay">{estimate ? formatAmount(estimate.costPerAvailableDay) : ""}</dd>
      </div>
    </dl>
  );
}

function formatAmount(amount: number): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 }).format(
    amount,
  );
}

function Sources() {
  const figures = [
    ...new Set([
      ...Object.values(COST_FIELD_COPY).flatMap((copy) => (copy.figure ? [copy.figure] : [])),
      ...PAYROLL_TAX_COPY.figures,
    ]),
  ];
  const published = figures.filter((figure): figure is PublishedFigure => figure.kind === "published");
  const assumed = Object.values(ASSUMPTIONS) as AssumedFigure[];
  return (
    <section className="cost__sources prose" aria-labelledby="cost-sources-heading">
      <h2 id="cost-sources-heading">{COST_PAGE.sourcesHeading}</h2>
      <p>{COST_PAGE.sourcesIntro}</p>
      <h3>{COST_PAGE.published}s</h3>
      <ul>
        {published.map((figure) => (
          <li key={`${figure.source.url}-${figure.value}`}>
            {`${figureValue(figure)}: `}
            <a href={figure.source.url}>{figure.source.title}</a>
            {`, ${COST_PAGE.appliesFrom(figure.appliesFrom)} (checked ${displayDate(figure.checkedOn)}). `}
            <span className="cost__more">{figure.note}</span>
          </li>
        ))}
      </ul>
      <h3>{`${COST_PAGE.assumption}s`}</h3>
      <ul>
        {assumed.map((figure) => (
          <li key={figure.label}>
            {`${figureValue(figure)}: ${figure.label.replace(/^assumption: /, "")}. `}
            <span className="cost__more">{figure.note}</span>
          </li>
        ))}
      </ul>
      <h3 className="cost__more">{COST_PAGE.simplificationsHeading}</h3>
      <ul className="cost__more">
        {COST_PAGE.simplifications.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
