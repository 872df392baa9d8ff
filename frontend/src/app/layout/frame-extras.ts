// The frame's parts that the first screen does without, in one file fetched alongside the first page.
export { Footer } from '@/components/layout/footer';
export { Mascot } from '@/components/mascot/mascot';
