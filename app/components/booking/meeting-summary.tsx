// One meeting as the visitor sees it: when (their zone and India time), with whom, the video link.
import { FIRM_TIME_ZONE, needLabel } from "../../../common/booking-fields.ts";
import { timeLabel, whenLabel } from "../../../common/booking-time.ts";

export interface MeetingSummaryData {
  start: string;
  timeZone: string;
  hostName: string;
  need: string;
  videoUrl: string | null;
  cancelled: boolean;
}

export function MeetingSummary({ m }: { m: MeetingSummaryData }) {
  const at = Date.parse(m.start);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-slate-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">When</dt>
      <dd className={m.cancelled ? "line-through" : undefined}>
        {whenLabel(at, m.timeZone)}
        {m.timeZone === FIRM_TIME_ZONE ? null : <span className="text-slate-600"> · {timeLabel(at, FIRM_TIME_ZONE)} India time</span>}
      </dd>
      <dt className="font-semibold">With</dt>
      <dd>{m.hostName}</dd>
      <dt className="font-semibold">About</dt>
      <dd>{needLabel(m.need)}</dd>
      {m.videoUrl && !m.cancelled ? (
        <>
          <dt className="font-semibold">Video call</dt>
          <dd>
            <a href={m.videoUrl} className="break-all text-brand underline underline-offset-4">
              {m.videoUrl}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
