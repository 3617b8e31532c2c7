import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { TagChips } from '../tag-chips';

export type OfferTab = 'proposition' | 'selection' | 'description';

/**
 * The tabs of an offer's detail, for the client and the staff alike: « Proposition (n) », the
 * applications, first; the company's « Sélection » (issue 18) when asked; « Description ». Returns the tab bar and the panel of the tab chosen, linked for
 * assistive technology; the screens place them.
 */
export function useOfferTabs(applicants: number, label: string, sx?: SxProps<Theme>, options: { selection?: boolean } = {}) {
  const [tab, setTab] = useState<OfferTab>('proposition');
  const id = useId();
  const bar = (
    <Tabs value={tab} onChange={(_, value: OfferTab) => setTab(value)} aria-label={label} sx={sx}>
      <Tab
        value="proposition"
        label={`Proposition (${applicants})`}
        id={`${id}-proposition`}
        aria-controls={`${id}-proposition-panel`}
      />
      {options.selection && (
        <Tab value="selection" label="Sélection" id={`${id}-selection`} aria-controls={`${id}-selection-panel`} />
      )}
      <Tab value="description" label="Description" id={`${id}-description`} aria-controls={`${id}-description-panel`} />
    </Tabs>
  );
  const panel = (children: ReactNode) => (
    <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
      {children}
    </div>
  );
  return { tab, bar, panel };
}

/** The « Description » tab: the technologies, then the text as written (line breaks kept). */
export function OfferDescription({ tech, description }: { tech: string[]; description: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
          Technologies
        </Typography>
        <TagChips tags={tech} label="Technologies" />
        <Typography component="h2" variant="h4" sx={{ mt: 3, mb: 1.5 }}>
          Description
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>
      </CardContent>
    </Card>
  );
}
