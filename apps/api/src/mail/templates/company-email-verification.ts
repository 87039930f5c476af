import { quote, type MailTemplate } from './layout';

export interface CompanyEmailMailInput {
  workspaceName: string;
  /** Hours the link works. */
  hours: number;
  /** The verification link (single use). */
  link: string;
}

export const companyEmailVerificationMail: { 'company-email-verification': MailTemplate<CompanyEmailMailInput> } = {
  'company-email-verification': {
    en: ({ workspaceName, hours, link }) => ({
      subject: `Verify the email address of ${workspaceName} on Meridian`,
      text: [
        'Hello,',
        '',
        `This address was given as the business email of the workspace ${quote(workspaceName, 'en')} on Meridian. Open this link to confirm that it belongs to the business:`,
        '',
        `    ${link}`,
        '',
        `The link works for ${hours} hours and only once. You may need to log in to Meridian first.`,
        '',
        'If you do not know this workspace, you can ignore this message: nothing will be verified.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, hours, link }) => ({
      subject: `Verifica la dirección de correo electrónico de ${workspaceName} en Meridian`,
      text: [
        'Hola:',
        '',
        `Esta dirección se ha indicado como correo electrónico de la empresa del espacio de trabajo ${quote(workspaceName, 'es')} en Meridian. Abre este enlace para confirmar que pertenece a la empresa:`,
        '',
        `    ${link}`,
        '',
        `El enlace funciona durante ${hours} horas y solo una vez. Es posible que antes tengas que iniciar sesión en Meridian.`,
        '',
        'Si no conoces este espacio de trabajo, puedes ignorar este mensaje: no se verificará nada.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, hours, link }) => ({
      subject: `Vérifiez l’adresse e-mail de ${workspaceName} sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `Cette adresse a été indiquée comme adresse e-mail professionnelle de l’espace de travail ${quote(workspaceName, 'fr')} sur Meridian. Ouvrez ce lien pour confirmer qu’elle appartient bien à l’entreprise\u00a0:`,
        '',
        `    ${link}`,
        '',
        `Le lien est valable ${hours}\u00a0heures et ne sert qu’une fois. Il vous faudra peut-être d’abord vous connecter à Meridian.`,
        '',
        'Si vous ne connaissez pas cet espace de travail, ignorez ce message\u00a0: rien ne sera vérifié.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, hours, link }) => ({
      subject: `Verifique o endereço de e-mail de ${workspaceName} no Meridian`,
      text: [
        'Olá!',
        '',
        `Este endereço foi informado como e-mail comercial do espaço de trabalho ${quote(workspaceName, 'pt')} no Meridian. Abra este link para confirmar que ele pertence à empresa:`,
        '',
        `    ${link}`,
        '',
        `O link vale por ${hours} horas e só pode ser usado uma vez. Talvez seja preciso entrar no Meridian antes.`,
        '',
        'Se você não conhece este espaço de trabalho, pode ignorar esta mensagem: nada será verificado.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
