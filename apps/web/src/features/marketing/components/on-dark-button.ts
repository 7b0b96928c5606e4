/**
 * Classes for a secondary button on a dark brand surface (the ui Button variants are meant for light surfaces;
 * overriding their colours with extra classes depends on stylesheet order).
 */
export function onDarkButtonClasses(size: 'md' | 'lg' = 'lg', variant: 'outline' | 'ghost' = 'outline'): string {
  const sizes = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;
  const variants = {
    outline: 'border border-white/40 bg-white/5 text-white hover:border-white hover:bg-white/15',
    ghost: 'text-white hover:bg-white/10',
  } as const;
  return `inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold select-none transition-colors ${variants[variant]} ${sizes[size]}`;
}
