import { TERMS_SECTIONS, TERMS_VERSION_DATE } from '../auth/terms-content';
import { ContentLayout, Sections } from './content-layout';

/**
 * /terms-of-service: the same document the terms modal asks users to accept, so the page and
 * the modal can never differ (docs/decisions/0301).
 */
export default function TermsOfServicePage() {
  return (
    <ContentLayout
      title="Terms of Service"
      lastUpdated={TERMS_VERSION_DATE}
      intro="The agreement between you and DateCrunch. Please read it before you crunch your first date."
    >
      <Sections
        sections={TERMS_SECTIONS.map((s) => ({ heading: s.title, paragraphs: s.paragraphs }))}
      />
    </ContentLayout>
  );
}
