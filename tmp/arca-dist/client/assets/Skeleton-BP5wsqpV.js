import{d as x,r as g,j as M,c as U,f as S,k}from"./theme-CVDyQhL8.js";import{aa as $,n as y,aH as q,aI as E,ab as H,aJ as B,aK as P,aL as A,aM as I,aN as j,ad as L,aO as w,aP as T,aQ as X,H as z,I as D,z as K,C as N,D as W,E as F}from"./router-g5pcuJmd.js";function O(t,e){const s=new Set(e);return t.filter(r=>!s.has(r))}var J=class extends ${#i;#t;#n;#s;#e;#r;#a;#o;#u;#h=[];constructor(t,e,s){super(),this.#i=t,this.#s=s,this.#n=[],this.#e=[],this.#t=[],this.setQueries(e)}onSubscribe(){this.listeners.size===1&&this.#e.forEach(t=>{t.subscribe(e=>{this.#p(t,e)})})}onUnsubscribe(){this.listeners.size||this.destroy()}destroy(){this.listeners=new Set,this.#e.forEach(t=>{t.destroy()})}setQueries(t,e){this.#n=t,this.#s=e,y.batch(()=>{const s=this.#e,r=this.#d(this.#n);r.forEach(a=>a.observer.setOptions(a.defaultedQueryOptions));const i=r.map(a=>a.observer),n=i.map(a=>a.getCurrentResult()),o=s.length!==i.length,u=i.some((a,c)=>a!==s[c]),h=o||u,b=h?!0:n.some((a,c)=>{const f=this.#t[c];return!f||!H(a,f)});!h&&!b||(h&&(this.#h=r,this.#e=i),this.#t=n,this.hasListeners()&&(h&&(O(s,i).forEach(a=>{a.destroy()}),O(i,s).forEach(a=>{a.subscribe(c=>{this.#p(a,c)})})),this.#f()))})}getCurrentResult(){return this.#t}getQueries(){return this.#e.map(t=>t.getCurrentQuery())}getObservers(){return this.#e}getOptimisticResult(t,e){const s=this.#d(t),r=s.map(n=>n.observer.getOptimisticResult(n.defaultedQueryOptions)),i=s.map(n=>n.defaultedQueryOptions.queryHash);return[r,n=>this.#c(n??r,e,i),()=>this.#l(r,s)]}#l(t,e){const s=new Set;return e.map((r,i)=>{const n=t[i];return r.defaultedQueryOptions.notifyOnChangeProps?n:r.observer.trackResult(n,o=>{s.has(o)||(s.add(o),e.forEach(u=>{u.observer.trackProp(o)}))})})}#c(t,e,s){if(e){const r=this.#u,i=s!==void 0&&r!==void 0&&(r.length!==s.length||s.some((n,o)=>n!==r[o]));return(this.#t!==this.#o||i||e!==this.#a)&&(this.#a=e,this.#o=this.#t,s!==void 0&&(this.#u=s),this.#r=q(this.#r,e(t))),this.#r}return t}#b(){return!this.#s?.combine||this.#e.some((t,e)=>t.options.suspense&&this.#t[e]?.data===void 0)}#d(t){const e=new Map;this.#e.forEach(r=>{const i=r.options.queryHash;if(!i)return;const n=e.get(i);n?n.push(r):e.set(i,[r])});const s=[];return t.forEach(r=>{const i=this.#i.defaultQueryOptions(r),n=e.get(i.queryHash)?.shift()??new E(this.#i,i);s.push({defaultedQueryOptions:i,observer:n})}),s}#p(t,e){const s=this.#e.indexOf(t);s!==-1&&(this.#t=this.#t.slice(),this.#t[s]=e,this.#f())}#f(){if(this.hasListeners()){const t=this.#b(),e=this.#r,s=t?e:this.#c(this.#l(this.#t,this.#h),this.#s?.combine);(t||e!==s)&&y.batch(()=>{this.listeners.forEach(r=>{r(this.#t)})})}}};function it({queries:t,...e},s){const r=x(),i=B(),n=P(),o=e.subscribed!==!1,u=g.useMemo(()=>t.map(l=>{const d=r.defaultQueryOptions(l);return d._optimisticResults=i?"isRestoring":o?"optimistic":void 0,d}),[t,r,i,o]);u.forEach(l=>{A(l);const d=r.getQueryCache().get(l.queryHash);I(l,n,d)}),j(n);const[h]=g.useState(()=>new J(r,u,e)),[b,a,c]=h.getOptimisticResult(u,e.combine);g.useEffect(()=>{h.setQueries(u,e)},[u,e,h]);const f=!i&&o;g.useSyncExternalStore(g.useCallback(l=>f?h.subscribe(y.batchCalls(l)):L,[h,f]),()=>h.getCurrentResult(),()=>h.getCurrentResult());const m=b.some((l,d)=>w(u[d],l))?b.flatMap((l,d)=>{const p=u[d];if(p&&w(p,l)){const Q=new E(r,p);return T(p,Q,n)}return[]}):[];if(m.length>0)throw Promise.all(m);const R=b.find((l,d)=>{const p=u[d];return p&&X({result:l,errorResetBoundary:n,throwOnError:p.throwOnError,query:r.getQueryCache().get(p.queryHash),suspense:p.suspense})});if(R)throw R.error;return a(c())}function V(t){return String(t).match(/[\d.\-+]*\s*(.*)/)[1]||""}function _(t){return parseFloat(t)}function G(t){return z("MuiSkeleton",t)}D("MuiSkeleton",["root","text","rectangular","rounded","circular","pulse","wave","withChildren","fitContent","heightAuto"]);const Y=t=>{const{classes:e,variant:s,animation:r,hasChildren:i,width:n,height:o}=t;return N({root:["root",s,r,i&&"withChildren",i&&!n&&"fitContent",i&&!o&&"heightAuto"]},G,e)},v=k`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`,C=k`
  0% {
    transform: translateX(-100%);
  }

  50% {
    /* +0.5s of delay between each loop */
    transform: translateX(100%);
  }

  100% {
    transform: translateX(100%);
  }
`,Z=typeof v!="string"?S`
        animation: ${v} 2s ease-in-out 0.5s infinite;
      `:null,tt=typeof C!="string"?S`
        &::after {
          animation: ${C} 2s linear 0.5s infinite;
        }
      `:null,et=W("span",{name:"MuiSkeleton",slot:"Root",overridesResolver:(t,e)=>{const{ownerState:s}=t;return[e.root,e[s.variant],s.animation!==!1&&e[s.animation],s.hasChildren&&e.withChildren,s.hasChildren&&!s.width&&e.fitContent,s.hasChildren&&!s.height&&e.heightAuto]}})(F(({theme:t})=>{const e=V(t.shape.borderRadius)||"px",s=_(t.shape.borderRadius);return{display:"block",backgroundColor:t.vars?t.vars.palette.Skeleton.bg:t.alpha(t.palette.text.primary,t.palette.mode==="light"?.11:.13),height:"1.2em",variants:[{props:{variant:"text"},style:{marginTop:0,marginBottom:0,height:"auto",transformOrigin:"0 55%",transform:"scale(1, 0.60)",borderRadius:`${s}${e}/${Math.round(s/.6*10)/10}${e}`,"&:empty:before":{content:'"\\00a0"'}}},{props:{variant:"circular"},style:{borderRadius:"50%"}},{props:{variant:"rounded"},style:{borderRadius:(t.vars||t).shape.borderRadius}},{props:({ownerState:r})=>r.hasChildren,style:{"& > *":{visibility:"hidden"}}},{props:({ownerState:r})=>r.hasChildren&&!r.width,style:{maxWidth:"fit-content"}},{props:({ownerState:r})=>r.hasChildren&&!r.height,style:{height:"auto"}},{props:{animation:"pulse"},style:Z||{animation:`${v} 2s ease-in-out 0.5s infinite`}},{props:{animation:"wave"},style:{position:"relative",overflow:"hidden",WebkitMaskImage:"-webkit-radial-gradient(white, black)","&::after":{background:`linear-gradient(
                90deg,
                transparent,
                ${(t.vars||t).palette.action.hover},
                transparent
              )`,content:'""',position:"absolute",transform:"translateX(-100%)",bottom:0,left:0,right:0,top:0}}},{props:{animation:"wave"},style:tt||{"&::after":{animation:`${C} 2s linear 0.5s infinite`}}}]}})),nt=g.forwardRef(function(e,s){const r=K({props:e,name:"MuiSkeleton"}),{animation:i="pulse",className:n,component:o="span",height:u,style:h,variant:b="text",width:a,...c}=r,f={...r,animation:i,component:o,variant:b,hasChildren:!!c.children},m=Y(f);return M.jsx(et,{as:o,ref:s,className:U(m.root,n),ownerState:f,...c,style:{width:a,height:u,...h}})});export{nt as S,it as u};
