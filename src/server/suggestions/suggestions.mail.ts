import type { SuggestionStatus } from '#shared/contracts/suggestions.ts';
import { matchLanguage, type Language } from '#shared/languages.ts';
import { localizedUrl } from '#shared/seo.ts';

interface Texts {
  status: Record<SuggestionStatus, string>;
  /** One line on what the new status means for the reader. */
  meaning: Record<SuggestionStatus, string>;
  subjectSubmitter: (title: string, status: string) => string;
  subjectVoter: (title: string, status: string) => string;
  hello: (name: string) => string;
  submitter: (title: string, status: string) => string;
  voter: (title: string, status: string) => string;
  board: string;
  signature: (site: string) => string;
  why: string;
  unsubscribe: string;
}

// Status e-mails in the reader's language (issue 7: "in their language"). Titles stay as written.
const TEXTS: Record<Language, Texts> = {
  en: {
    status: { under_review: 'Under Review', planned: 'Planned', in_progress: 'In Development', completed: 'Completed', rejected: 'Not Planned' },
    meaning: {
      under_review: 'Our team is reviewing it.',
      planned: 'It is on our roadmap.',
      in_progress: 'Our developers are working on it right now.',
      completed: 'It is done and available in the latest release.',
      rejected: 'We have decided not to build it for now. Thank you for taking the time to share it.',
    },
    subjectSubmitter: (title, status) => `Your suggestion "${title}" is now ${status}`,
    subjectVoter: (title, status) => `A suggestion you voted for is now ${status}: ${title}`,
    hello: (name) => `Hello ${name},`,
    submitter: (title, status) => `the status of your suggestion "${title}" has changed to: ${status}.`,
    voter: (title, status) => `the suggestion "${title}" that you voted for has changed to: ${status}.`,
    board: 'See all suggestions and vote on more ideas:',
    signature: (site) => `— The ${site} team`,
    why: 'You get this e-mail because you submitted or voted for this suggestion.',
    unsubscribe: 'Stop these e-mails with one click:',
  },
  'pt-BR': {
    status: { under_review: 'Em análise', planned: 'Planejada', in_progress: 'Em desenvolvimento', completed: 'Concluída', rejected: 'Não planejada' },
    meaning: {
      under_review: 'Nossa equipe está analisando a sugestão.',
      planned: 'Ela está no nosso roadmap.',
      in_progress: 'Nossos desenvolvedores estão trabalhando nela agora.',
      completed: 'Ela está pronta e disponível na versão mais recente.',
      rejected: 'Decidimos não desenvolvê-la por enquanto. Obrigado por dedicar seu tempo a compartilhá-la.',
    },
    subjectSubmitter: (title, status) => `Sua sugestão "${title}" agora está: ${status}`,
    subjectVoter: (title, status) => `Uma sugestão em que você votou agora está: ${status} – ${title}`,
    hello: (name) => `Olá ${name},`,
    submitter: (title, status) => `o status da sua sugestão "${title}" mudou para: ${status}.`,
    voter: (title, status) => `a sugestão "${title}", em que você votou, mudou para: ${status}.`,
    board: 'Veja todas as sugestões e vote em mais ideias:',
    signature: (site) => `— Equipe ${site}`,
    why: 'Você recebe este e-mail porque enviou esta sugestão ou votou nela.',
    unsubscribe: 'Pare de receber estes e-mails com um clique:',
  },
  es: {
    status: { under_review: 'En revisión', planned: 'Planificada', in_progress: 'En desarrollo', completed: 'Completada', rejected: 'No planificada' },
    meaning: {
      under_review: 'Nuestro equipo la está revisando.',
      planned: 'Está en nuestra hoja de ruta.',
      in_progress: 'Nuestros desarrolladores están trabajando en ella ahora mismo.',
      completed: 'Está terminada y disponible en la última versión.',
      rejected: 'Hemos decidido no desarrollarla por ahora. Gracias por tomarte el tiempo de compartirla.',
    },
    subjectSubmitter: (title, status) => `Tu sugerencia "${title}" ahora está: ${status}`,
    subjectVoter: (title, status) => `Una sugerencia que votaste ahora está: ${status} – ${title}`,
    hello: (name) => `Hola ${name}:`,
    submitter: (title, status) => `El estado de tu sugerencia "${title}" ha cambiado a: ${status}.`,
    voter: (title, status) => `La sugerencia "${title}" que votaste ha cambiado a: ${status}.`,
    board: 'Consulta todas las sugerencias y vota más ideas:',
    signature: (site) => `— El equipo de ${site}`,
    why: 'Recibes este correo porque enviaste o votaste esta sugerencia.',
    unsubscribe: 'Deja de recibir estos correos con un clic:',
  },
  de: {
    status: { under_review: 'In Prüfung', planned: 'Geplant', in_progress: 'In Entwicklung', completed: 'Umgesetzt', rejected: 'Nicht geplant' },
    meaning: {
      under_review: 'Unser Team prüft den Vorschlag.',
      planned: 'Er steht auf unserer Roadmap.',
      in_progress: 'Unsere Entwickler arbeiten gerade daran.',
      completed: 'Er ist umgesetzt und in der neuesten Version verfügbar.',
      rejected: 'Wir haben entschieden, ihn vorerst nicht umzusetzen. Danke, dass Sie sich die Zeit dafür genommen haben.',
    },
    subjectSubmitter: (title, status) => `Ihr Vorschlag „${title}“ ist jetzt: ${status}`,
    subjectVoter: (title, status) => `Ein Vorschlag, für den Sie gestimmt haben, ist jetzt: ${status} – ${title}`,
    hello: (name) => `Hallo ${name},`,
    submitter: (title, status) => `der Status Ihres Vorschlags „${title}“ hat sich geändert: ${status}.`,
    voter: (title, status) => `der Status des Vorschlags „${title}“, für den Sie gestimmt haben, hat sich geändert: ${status}.`,
    board: 'Alle Vorschläge ansehen und für weitere Ideen stimmen:',
    signature: (site) => `— Ihr ${site}-Team`,
    why: 'Sie erhalten diese E-Mail, weil Sie diesen Vorschlag eingereicht oder dafür gestimmt haben.',
    unsubscribe: 'Diese E-Mails mit einem Klick abbestellen:',
  },
  fr: {
    status: { under_review: 'En cours d’examen', planned: 'Planifiée', in_progress: 'En développement', completed: 'Terminée', rejected: 'Non planifiée' },
    meaning: {
      under_review: 'Notre équipe l’examine.',
      planned: 'Elle figure dans notre feuille de route.',
      in_progress: 'Nos développeurs y travaillent en ce moment.',
      completed: 'Elle est terminée et disponible dans la dernière version.',
      rejected: 'Nous avons décidé de ne pas la développer pour l’instant. Merci d’avoir pris le temps de la partager.',
    },
    subjectSubmitter: (title, status) => `Votre suggestion « ${title} » est maintenant : ${status}`,
    subjectVoter: (title, status) => `Une suggestion pour laquelle vous avez voté est maintenant : ${status} – ${title}`,
    hello: (name) => `Bonjour ${name},`,
    submitter: (title, status) => `le statut de votre suggestion « ${title} » a changé : ${status}.`,
    voter: (title, status) => `le statut de la suggestion « ${title} », pour laquelle vous avez voté, a changé : ${status}.`,
    board: 'Voir toutes les suggestions et voter pour d’autres idées :',
    signature: (site) => `— L’équipe ${site}`,
    why: 'Vous recevez cet e-mail parce que vous avez proposé cette suggestion ou voté pour elle.',
    unsubscribe: 'Ne plus recevoir ces e-mails, en un clic :',
  },
  zh: {
    status: { under_review: '审核中', planned: '已计划', in_progress: '开发中', completed: '已完成', rejected: '暂不计划' },
    meaning: {
      under_review: '我们的团队正在审核。',
      planned: '它已列入我们的路线图。',
      in_progress: '我们的开发人员正在实现它。',
      completed: '它已完成，并在最新版本中提供。',
      rejected: '我们决定暂时不开发它。感谢您抽出时间分享。',
    },
    subjectSubmitter: (title, status) => `您的建议"${title}"现在的状态：${status}`,
    subjectVoter: (title, status) => `您投票支持的建议现在的状态：${status} – ${title}`,
    hello: (name) => `${name}，您好：`,
    submitter: (title, status) => `您的建议"${title}"的状态已更改为：${status}。`,
    voter: (title, status) => `您投票支持的建议"${title}"的状态已更改为：${status}。`,
    board: '查看所有建议并为更多想法投票：',
    signature: (site) => `— ${site} 团队`,
    why: '您收到这封邮件，是因为您提交了这条建议或为它投了票。',
    unsubscribe: '一键退订此类邮件：',
  },
};

export interface StatusMail {
  role: 'submitter' | 'voter';
  name: string;
  language: string;
  title: string;
  status: SuggestionStatus;
  unsubscribeToken: string;
  siteName: string;
  siteUrl: string;
}

/** Subject and plain text of one status e-mail (kind `suggestions.status`). */
export function statusMail(mail: StatusMail): { subject: string; text: string } {
  const lang = matchLanguage(mail.language) ?? 'en';
  const t = TEXTS[lang];
  // The title goes into a header: line breaks and runs of spaces become one space.
  const title = mail.title.replace(/\s+/g, ' ').trim();
  const status = t.status[mail.status];
  const unsubscribe = new URL('/suggestions/unsubscribe', mail.siteUrl);
  unsubscribe.searchParams.set('token', mail.unsubscribeToken);
  if (lang !== 'en') unsubscribe.searchParams.set('lang', lang);
  const text = [
    t.hello(mail.name),
    '',
    `${mail.role === 'submitter' ? t.submitter(title, status) : t.voter(title, status)} ${t.meaning[mail.status]}`,
    '',
    t.board,
    localizedUrl(mail.siteUrl, '/suggestions', lang),
    '',
    t.signature(mail.siteName),
    '',
    '--',
    t.why,
    t.unsubscribe,
    unsubscribe.toString(),
  ].join('\n');
  return { subject: mail.role === 'submitter' ? t.subjectSubmitter(title, status) : t.subjectVoter(title, status), text };
}
