/**
 * Announcements (docs/specs/customer-area.md sections 2, 3 and 9): the home banner and the product
 * page's rotating notice. With no announcements the banner shows a welcome text (the product page
 * shows nothing); with several it shows one at a time and moves on every 5 s, pausing while pointed
 * at or focused. Types promotion, warning, success, maintenance and announcement have their own
 * look; any other type (the admin's "general" too) is shown as info. A failed load counts as no
 * announcements: the banner never blocks the page.
 */
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CelebrationIcon from '@mui/icons-material/Celebration';
import InfoIcon from '@mui/icons-material/Info';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useAnnouncements } from '@/api/get-announcements';
import type { PublicAnnouncement } from '@/api/get-announcements';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';
import { SITE_NAME } from '@/config/site';
import { NO_TRANSITION_FOR_REDUCED_MOTION } from '@/lib/motion';

/** Time each announcement stays before the next one (docs/specs/customer-area.md section 9). */
const ANNOUNCEMENT_ROTATION_MS = 5000;

/** The banner's text when there is no announcement. */
const WELCOME_TEXT = `Welcome to ${SITE_NAME}! Premium licenses and accounts with instant delivery, one-click warranty and 24/7 support.`;

interface TypeStyle {
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** Background with white text at a contrast of at least 4.5:1. */
  background: string;
}

const TYPE_STYLES: Record<string, TypeStyle> = {
  promotion: { label: 'Promotion', icon: LocalOfferIcon, background: '#7c3aed' },
  warning: { label: 'Warning', icon: WarningAmberIcon, background: '#b45309' },
  success: { label: 'Good news', icon: CheckCircleIcon, background: '#15803d' },
  maintenance: { label: 'Maintenance', icon: BuildIcon, background: '#c2410c' },
  announcement: { label: 'Important', icon: CampaignIcon, background: '#1d4ed8' },
  info: { label: 'Info', icon: InfoIcon, background: '#0369a1' },
};
const WELCOME_STYLE: TypeStyle = { label: 'Welcome', icon: CelebrationIcon, background: '#1d4ed8' };

/** The look of an announcement type; unknown types are info. */
export function announcementStyle(type: string | null | undefined): TypeStyle {
  const key = (type ?? '').toLowerCase();
  return (Object.hasOwn(TYPE_STYLES, key) ? TYPE_STYLES[key] : undefined) ?? TYPE_STYLES.info!;
}

/** The index shown now: moves every `intervalMs` while there are several and it is not paused. */
function useRotation(
  count: number,
  intervalMs: number,
  isPaused: boolean,
): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [count, intervalMs, isPaused]);
  return [count ? index % count : 0, setIndex];
}

function Rotator({
  items,
  variant,
}: {
  items: readonly PublicAnnouncement[];
  variant: 'banner' | 'card';
}) {
  const [isPaused, setIsPaused] = useState(false);
  const [index, setIndex] = useRotation(items.length, ANNOUNCEMENT_ROTATION_MS, isPaused);
  const current = items[index];
  const style = current ? announcementStyle(current.type) : WELCOME_STYLE;
  const text = current ? current.text : WELCOME_TEXT;
  const isBanner = variant === 'banner';

  const body = (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        justifyContent: isBanner ? 'center' : 'flex-start',
        minHeight: 28,
      }}
    >
      <style.icon fontSize="small" aria-hidden />
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        data-announcement-type={current ? current.type : 'welcome'}
      >
        {current && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {style.label}:{' '}
          </Box>
        )}
        {text}
      </Typography>
      {items.length > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ pl: 1, flexShrink: 0 }}>
          {items.map((item, dot) => (
            <ButtonBase
              key={item.id ?? dot}
              onClick={() => setIndex(dot)}
              aria-label={`Show announcement ${dot + 1} of ${items.length}`}
              aria-pressed={dot === index}
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: '#fff',
                opacity: dot === index ? 1 : 0.5,
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <Box
      component="section"
      aria-label="Announcements"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      sx={{
        bgcolor: style.background,
        color: '#fff',
        transition: 'background-color 300ms',
        ...NO_TRANSITION_FOR_REDUCED_MOTION,
        ...(isBanner ? { py: 1.25 } : { px: 2, py: 1.5, borderRadius: 2 }),
      }}
    >
      {isBanner ? <Container maxWidth="lg">{body}</Container> : body}
    </Box>
  );
}

/** The home page banner: the announcements, or the welcome text when there are none. */
export function AnnouncementBanner() {
  const { data } = useAnnouncements();
  return <Rotator items={data ?? []} variant="banner" />;
}

/** The product page's rotating announcements; nothing when there are none. */
export function ProductAnnouncements() {
  const { data } = useAnnouncements();
  if (!data?.length) return null;
  return <Rotator items={data} variant="card" />;
}
