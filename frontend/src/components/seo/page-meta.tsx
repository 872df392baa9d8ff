import { CENTRE } from '@/content/centre';

interface PageMetaProps {
  /** The page's own name; the centre's short name is appended. */
  title: string;
  /** One or two sentences for search results (about 150 characters). */
  description: string;
}

/**
 * The document title and meta description of a route. React 19 hoists both
 * into <head> and removes them when the page unmounts.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${CENTRE.shortName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
