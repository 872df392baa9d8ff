/**
 * Passwords of 8+ characters that top the public breach-frequency rankings, with
 * local favourites. Compared case-insensitively; length and variety rules alone
 * would let all of these through.
 */
const LIST = `
12345678 123456789 1234567890 0123456789 1234567890a 12345678910 987654321 9876543210 87654321
11111111 00000000 22222222 88888888 99999999 12121212 11223344 12344321 123123123 147258369
123qweasd 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 qwerty123 qwertyui qwertyuiop qwerty12 qwer1234
asdfghjk asdfghjkl zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh a1b2c3d4 aa123456 q1w2e3r4
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pass1234
iloveyou iloveyou1 iloveyou2 princess princess1 sunshine sunshine1 football football1 baseball
superman batman123 starwars pokemon1 welcome1 welcome123 welcome@123 letmein1 trustno1 whatever
master123 michael1 jennifer charlie1 computer internet samsung1 lovely123 monkey123 dragon12
shadow12 freedom1 hello123 hello@123 admin123 admin@123 administrator changeme changeme1
secret123 mypassword default1 test1234 testtest guest123 login123 user1234 access14 mustang1
india123 india@123 bharat123 hindustan jaihind1 vandemataram bangalore mumbai123 delhi123
krishna1 krishna123 ganesh123 shivashiva omnamahshivaya jaishriram jaishreeram hanuman1
sachin10 sairam123 saibaba1 mahadev1 lakshmi1 priyanka rahul123 anjali123 pooja123 deepak123
chennai1 kolkata1 pune1234 hyderabad gurgaon1 noida123 cricket1 cricket123 qwerty@123 abc@1234
asdf1234 zaq12wsx 1234qwer 1234abcd 12345qwert 123456789a q1w2e3r4t5 qazwsxedc 66666666
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
