// A short how-to-measure guide with a drawing: where each of the five
// measurements is taken, in the forms' words.
import { useT } from '@/i18n/use-t';
import { Card } from '@/ui/card';

const STEPS = [
  { part: 'tailoring.bust', how: 'tailoring.howBust' },
  { part: 'tailoring.waist', how: 'tailoring.howWaist' },
  { part: 'tailoring.hips', how: 'tailoring.howHips' },
  { part: 'tailoring.shoulders', how: 'tailoring.howShoulders' },
  { part: 'tailoring.length', how: 'tailoring.howLength' },
] as const;

function Figure() {
  const t = useT();
  return (
    <svg viewBox="0 0 200 300" role="img" aria-labelledby="measure-figure-title" className="mx-auto h-64 w-auto">
      <title id="measure-figure-title">{t('tailoring.figureTitle')}</title>
      <g fill="#f4ede1" stroke="#8a7f70" strokeWidth="1.5">
        <circle cx="100" cy="30" r="17" />
        <path d="M92 46 h16 v10 q30 4 36 14 l8 70 q-4 6 -10 2 l-8 -52 q-2 28 -6 44 q14 30 16 74 l-88 0 q2 -44 16 -74 q-4 -16 -6 -44 l-8 52 q-6 4 -10 -2 l8 -70 q6 -10 36 -14 z" />
      </g>
      <g stroke="#0f6b78" strokeWidth="2.5" strokeLinecap="round" fill="none">
        <path d="M58 70 L142 70" />
        <path d="M62 96 Q100 106 138 96" />
        <path d="M72 128 Q100 136 128 128" />
        <path d="M64 166 Q100 176 136 166" />
      </g>
      <path d="M168 62 L168 246" stroke="#be3455" strokeWidth="2.5" strokeDasharray="5 4" />
      <path d="M162 62 h12 M162 246 h12" stroke="#be3455" strokeWidth="2.5" />
      <g fontFamily="inherit" fontSize="11" fill="#1f2933">
        <text x="4" y="73">{t('tailoring.shoulders')}</text>
        <text x="20" y="100">{t('tailoring.bust')}</text>
        <text x="28" y="132">{t('tailoring.waist')}</text>
        <text x="22" y="170">{t('tailoring.hips')}</text>
        <text x="160" y="262">{t('tailoring.length')}</text>
      </g>
    </svg>
  );
}

export function MeasuringGuide() {
  const t = useT();
  return (
    <Card headingId="measure-guide-heading" title={t('tailoring.howToMeasure')}>
      <p className="mt-1 text-sm text-ink-700">{t('tailoring.howToMeasureIntro')}</p>
      <Figure />
      <ol className="mt-2 space-y-2 text-sm text-ink-800">
        {STEPS.map((step) => (
          <li key={step.part}>
            <span className="font-semibold text-ink-900">{t('tailoring.stepLabel', { part: t(step.part) })}</span> {t(step.how)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
