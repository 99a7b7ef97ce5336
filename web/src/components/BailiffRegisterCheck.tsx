/**
 * The bailiff check shared by the upload widget and the debt defence flow. The certificated enforcement agents
 * register has no public API, so the person opens it and records what it showed; nothing here pretends to have
 * looked.
 */
export const BAILIFF_REGISTER_URL = 'https://certificatedbailiffs.justice.gov.uk/';

export type RegisterResult = 'unset' | 'verified' | 'not_found';

const RESULTS: readonly (readonly [RegisterResult, string])[] = [
  ['unset', 'Not checked'],
  ['verified', 'Verified — on the register'],
  ['not_found', 'Not found'],
];

export function BailiffRegisterCheck(props: {
  /** A name for the radio group, unique on the page. */
  name: string;
  /** The register link the server gave (falls back to the official address). */
  registerUrl?: string | null;
  value: RegisterResult;
  onChange: (v: RegisterResult) => void;
}) {
  return (
    <>
      <a
        href={props.registerUrl || BAILIFF_REGISTER_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block text-brand-700 underline"
      >
        Open the official register of certificated bailiffs (opens in a new tab)
      </a>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">What did the register show?</legend>
        {RESULTS.map(([v, label]) => (
          <label key={v} className="flex items-center gap-2">
            <input
              type="radio"
              name={props.name}
              className="h-5 w-5"
              checked={props.value === v}
              onChange={() => props.onChange(v)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
