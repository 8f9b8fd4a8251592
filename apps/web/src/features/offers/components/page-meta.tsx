// A page's <title> and meta description; React 19 hoists both into <head> wherever they render.
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
