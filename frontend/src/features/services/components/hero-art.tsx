interface HeroArtProps {
  src: string;
}

/** A decorative header illustration (PageHeader shows it from md up, above the fold). */
export function HeroArt({ src }: HeroArtProps) {
  return <img src={src} alt="" width={400} height={300} className="aspect-[4/3] h-auto w-full" />;
}
