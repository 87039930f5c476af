import { quote, type MailTemplate } from './layout';

/** How to continue a verification on a phone, mailed to the member who asked for it. */
export interface VerificationHandoffMailInput {
  workspaceName: string;
  /** The single-use address that opens the identity provider's page. */
  link: string;
  /** Minutes the address works. */
  minutes: number;
  /** The dashboard's verification page. */
  pageLink: string;
}

export const verificationHandoffMail: { 'verification-handoff': MailTemplate<VerificationHandoffMailInput> } = {
  'verification-handoff': {
    en: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continue the verification of ${workspaceName} on your phone`,
      text: [
        'Hello,',
        '',
        `To continue the verification of the workspace ${quote(workspaceName, 'en')} on your phone, open this link on it:`,
        '',
        link,
        '',
        `The link works once, for ${minutes} minutes. Have your identity document at hand; the camera may be used to photograph it.`,
        '',
        `When you are done, the verification page on your computer updates by itself: ${pageLink}`,
        '',
        'If you did not ask for this, ignore this email.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continúa la verificación de ${workspaceName} en tu móvil`,
      text: [
        'Hola:',
        '',
        `Para continuar la verificación del espacio de trabajo ${quote(workspaceName, 'es')} en tu móvil, abre este enlace en él:`,
        '',
        link,
        '',
        `El enlace funciona una sola vez, durante ${minutes} minutos. Ten a mano tu documento de identidad; puede que se use la cámara para fotografiarlo.`,
        '',
        `Cuando termines, la página de verificación de tu ordenador se actualizará sola: ${pageLink}`,
        '',
        'Si no lo has pedido tú, ignora este correo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Poursuivez la vérification de ${workspaceName} sur votre téléphone`,
      text: [
        'Bonjour,',
        '',
        `Pour poursuivre la vérification de l’espace de travail ${quote(workspaceName, 'fr')} sur votre téléphone, ouvrez-y ce lien\u00a0:`,
        '',
        link,
        '',
        `Le lien ne fonctionne qu’une fois, pendant ${minutes}\u00a0minutes. Gardez votre pièce d’identité à portée de main\u202f; l’appareil photo pourra servir à la photographier.`,
        '',
        `Une fois que vous aurez terminé, la page de vérification de votre ordinateur se mettra à jour d’elle-même\u00a0: ${pageLink}`,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continue a verificação de ${workspaceName} no seu celular`,
      text: [
        'Olá!',
        '',
        `Para continuar a verificação do espaço de trabalho ${quote(workspaceName, 'pt')} no seu celular, abra este link nele:`,
        '',
        link,
        '',
        `O link funciona uma única vez, por ${minutes} minutos. Tenha seu documento de identidade em mãos; a câmera pode ser usada para fotografá-lo.`,
        '',
        `Quando você terminar, a página de verificação no seu computador se atualiza sozinha: ${pageLink}`,
        '',
        'Se não foi você quem pediu, ignore este e-mail.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
