import {
  Apple,
  Building2,
  Cog,
  Cpu,
  Gem,
  Package,
  Palette,
  Shirt,
  Sparkles,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryId } from '@app/shared/constants';

const ICONS: Record<CategoryId, LucideIcon> = {
  'raw-food-health': Apple,
  'fashion-beauty': Sparkles,
  'visual-arts-crafts': Palette,
  'agriculture-farming': Wheat,
  'textiles-clothing': Shirt,
  'minerals-mining': Gem,
  'technology-electronics': Cpu,
  'machinery-equipment': Cog,
  'building-construction': Building2,
};

/** The icon of a category (a box for anything unknown); always decorative. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = (ICONS as Record<string, LucideIcon | undefined>)[category] ?? Package;
  return <Icon aria-hidden="true" className={className} />;
}
