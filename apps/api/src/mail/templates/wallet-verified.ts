import { quote, type MailTemplate } from './layout';

/** A wallet proved by its owner's signature, told to those who manage wallets. */
export interface WalletVerifiedMailInput {
  workspaceName: string;
  walletLabel: string;
  networkName: string;
  address: string;
  link: string;
  settingsLink: string;
}

export const walletVerifiedMail: { 'wallet-verified': MailTemplate<WalletVerifiedMailInput> } = {
  'wallet-verified': {
    en: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Wallet ${walletLabel} verified on Meridian`,
      text: [
        'Hello,',
        '',
        `The ${networkName} wallet ${quote(walletLabel, 'en')} of the workspace ${quote(workspaceName, 'en')} was verified: its owner signed the message that proves the address is theirs.`,
        '',
        `    ${address}`,
        '',
        `See the workspace's wallets: ${link}`,
        '',
        `You can choose which notifications you get by email in your account: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Monedero ${walletLabel} verificado en Meridian`,
      text: [
        'Hola:',
        '',
        `Se ha verificado el monedero de ${networkName} ${quote(walletLabel, 'es')} del espacio de trabajo ${quote(workspaceName, 'es')}: su titular ha firmado el mensaje que demuestra que la dirección es suya.`,
        '',
        `    ${address}`,
        '',
        `Consulta los monederos del espacio de trabajo: ${link}`,
        '',
        `Puedes elegir qué notificaciones recibes por correo electrónico en tu cuenta: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Portefeuille ${walletLabel} vérifié sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `Le portefeuille ${networkName} ${quote(walletLabel, 'fr')} de l’espace de travail ${quote(workspaceName, 'fr')} a été vérifié\u00a0: son titulaire a signé le message qui prouve que l’adresse lui appartient.`,
        '',
        `    ${address}`,
        '',
        `Voir les portefeuilles de l’espace de travail\u00a0: ${link}`,
        '',
        `Vous pouvez choisir les notifications que vous recevez par e-mail dans votre compte\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Carteira ${walletLabel} verificada no Meridian`,
      text: [
        'Olá!',
        '',
        `A carteira ${networkName} ${quote(walletLabel, 'pt')} do espaço de trabalho ${quote(workspaceName, 'pt')} foi verificada: o titular assinou a mensagem que prova que o endereço é dele.`,
        '',
        `    ${address}`,
        '',
        `Veja as carteiras do espaço de trabalho: ${link}`,
        '',
        `Você pode escolher quais notificações recebe por e-mail na sua conta: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
