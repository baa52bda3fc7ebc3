import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import {
  ADMIN_COMMISSIONS_PAGE_SIZE,
  REFERRAL_REVIEW_STATUSES,
  type CommissionDecision,
  type ReferralReviewStatus,
} from '#shared/contracts/affiliate-commissions.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useReviewDecision, useReviewReferrals } from '../../api/admin-commissions.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { FlagReasonBadge, ReviewStatusBadge } from '../commission-badges.tsx';
import { PagedList } from './paged-list.tsx';
import { StatusFilter } from './status-filter.tsx';

/** Referrals flagged by the fraud rules, with the reason; approve (credit) or decline. */
export function ReviewPanel() {
  const { t, i18n } = useTranslation('commissions');
  const [filter, setFilter] = useState<{ status: ReferralReviewStatus; page: number }>({ status: 'flagged', page: 1 });
  const query = useReviewReferrals(filter);
  const decide = useReviewDecision();
  const date = (iso: string | null) => formatDayOrNull(iso, i18n.language);

  const run = async (id: number, decision: CommissionDecision) => {
    try {
      await decide.mutateAsync({ ids: [id], decision });
      toast.success(t('review.done'));
    } catch (e) {
      toast.error(errorText(t, e, t('review.failed')));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('review.intro')}</p>
      <StatusFilter
        id="review-status"
        label={t('review.filterLabel')}
        statuses={REFERRAL_REVIEW_STATUSES}
        statusLabel={(s) => t(`review.${s}`)}
        value={filter.status}
        onChange={(status) => setFilter({ status: status ?? 'flagged', page: 1 })}
      />
      <PagedList
        query={query}
        isEmpty={(d) => d.referrals.length === 0}
        empty={t('review.empty')}
        page={filter.page}
        pageSize={ADMIN_COMMISSIONS_PAGE_SIZE}
        onPage={(page) => setFilter({ ...filter, page })}
        section="commissions:review"
        skeletons={{ count: 4, className: 'h-14' }}
      >
        {(data) => (
          <Table data-testid="admin-review-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t('review.signedUp')}</TableHead>
                <TableHead>{t('review.affiliate')}</TableHead>
                <TableHead>{t('review.referred')}</TableHead>
                <TableHead>{t('review.reason')}</TableHead>
                <TableHead className="text-right">{t('review.held')}</TableHead>
                <TableHead>{t('review.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.referrals.map((r) => (
                <TableRow key={r.id} data-testid={`review-row-${r.id}`}>
                  <TableCell className="whitespace-nowrap">
                    <div>{date(r.createdAt)}</div>
                    {r.signupIp && (
                      <div className="font-mono text-xs text-muted-foreground">
                        {t('review.ip', { ip: r.signupIp })}
                      </div>
                    )}
                  </TableCell>
                  <TableCell className="min-w-40">
                    <div className="font-medium">{r.affiliateName}</div>
                    <div className="text-xs text-muted-foreground">{r.affiliateEmail}</div>
                    <div className="font-mono text-xs">{r.affiliateCode}</div>
                  </TableCell>
                  <TableCell className="min-w-40">
                    <div className="font-medium">{r.referredName}</div>
                    <div className="text-xs text-muted-foreground">{r.referredEmail}</div>
                  </TableCell>
                  <TableCell className="min-w-40">
                    <FlagReasonBadge reason={r.reason} />
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatUsd(r.heldAmount)}</TableCell>
                  <TableCell className="min-w-44">
                    {r.reviewStatus === 'flagged' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" disabled={decide.isPending} onClick={() => void run(r.id, 'approved')}>
                          {t('review.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={decide.isPending}
                          onClick={() => void run(r.id, 'declined')}
                        >
                          {t('review.decline')}
                        </Button>
                      </div>
                    ) : (
                      <div className="flex flex-col items-start gap-1">
                        <ReviewStatusBadge status={r.reviewStatus} />
                        <span className="text-xs text-muted-foreground">
                          {t('review.reviewedAt', { date: date(r.reviewedAt) })}
                        </span>
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedList>
    </div>
  );
}
